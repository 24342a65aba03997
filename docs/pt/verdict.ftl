## clauses

clauses = Regras: { $clauses }

## profile_note

profile_note = Perfil { $profile }: esta resposta usa só o que o motor modela desse perfil
    (baralho, contratos, comprimentos das combinações, naipes das sequências); as regras citadas
    são as deste site.

## profile_notes

profile_notes-catalan-source = Perfil { $profile }: as regras citadas (V1 a V14) são as do texto
    catalão, numeradas na página Variantes, secção «As regras do texto catalão».

## reason

reason = { $reason }

## words

words-no_cards = (nenhuma carta)
words-cards =
    { $n ->
        [one] { $n } carta
       *[other] { $n } cartas
    }
words-seat = jogador { $seat }
words-and = { " e " }
words-groups = grupos
words-sequences = sequências
words-end_low = na ponta de baixo
words-end_high = na ponta de cima
words-meld = combinação { $n }
words-the_meld = a combinação { $n }

## contract

contract-groups-1 = um grupo
contract-groups-2 = dois grupos
contract-groups-3 = três grupos
contract-sequences-1 = uma sequência
contract-sequences-2 = duas sequências
contract-sequences-3 = três sequências

## can_open

can_open-ok = Sim. Na ronda { $round } o contrato é { $contract } (§4.1), e esta mão pode abrir
    com { $laydown }, cada combinação com o comprimento mínimo exato (§5.2).
can_open-ok_final = Sim. Na ronda { $round } abre-se com a mão inteira de uma só vez, em três
    sequências, e sai-se sem descartar (§7.4): { $laydown }.
can_open-ok_at_least = Sim. Na ronda { $round } o contrato é { $contract } (§4.1), e esta mão
    pode abrir com { $laydown }; cada combinação tem pelo menos o comprimento mínimo ({ $lengths }).
can_open-other_ways = Há { $count ->
        [one] { $count } maneira
       *[other] { $count } maneiras
    } de abrir com esta mão; esta é uma delas.
can_open-keep = Ficam na mão { $rest }; uma delas será o descarte obrigatório (§5.5).
can_open-keep_one = Fica na mão { $rest }, para o descarte obrigatório (§5.5).
can_open-keep_or_meld = Ficam na mão { $rest }; se não as baixar todas, descarta uma delas no
    fim da vez (§5.5).
can_open-meld_all = Com esta abertura não lhe fica nenhuma carta: sai sem descartar (§5.5,
    §8.1).
can_open-same_suit_ok = Duas sequências do mesmo naipe podem estar no mesmo contrato desde que
    não sejam seguidas (§4.3).
can_open-too_few = Não. O contrato da ronda { $round } ({ $contract }) usa { $need ->
        [one] { $need } carta
       *[other] { $need } cartas
    }, e
    tem de ficar pelo menos uma na mão para o descarte obrigatório ({ $lengths }, §5.5): com {
    $size } não se pode abrir.
can_open-too_few_meld_all = Não. O contrato da ronda { $round } ({ $contract }) precisa de pelo
    menos { $need ->
        [one] { $need } carta
       *[other] { $need } cartas
    } (§4.1, { $lengths }), e esta mão tem { $size }.
can_open-too_few_final = Não. Na ronda { $round } abre-se com a mão inteira em três sequências
    (§7.4): são precisas pelo menos { $need ->
        [one] { $need } carta
       *[other] { $need } cartas
    }, e esta mão tem { $size }.
can_open-same_suit = Não. Só daria com duas sequências seguidas do mesmo naipe, como { $laydown },
    e isso não é permitido: entre elas tem de haver um intervalo ou uma sobreposição (§4.3).
can_open-same_suit_distinct = Não. Só daria com duas sequências do mesmo naipe, como { $laydown },
    e neste perfil as sequências de um contrato têm naipes diferentes (§4.3).
can_open-no_contract = Não. Com esta mão não se forma { $contract }, o contrato da ronda {
    $round } (§4.1), com cada combinação no comprimento exato (§5.2).
can_open-no_contract_at_least = Não. Com esta mão não se forma { $contract }, o contrato da
    ronda { $round } (§4.1), com combinações de pelo menos o comprimento mínimo ({ $lengths }).
can_open-no_final = Não. Na ronda { $round } é preciso baixar a mão inteira de uma só vez em
    três sequências (§7.4), e esta mão não se divide assim.
can_open-partial = O mais que se consegue baixar é { $melds }, e não há aberturas parciais
    (§5.2).
can_open-partial_at_least = O mais que esta mão forma do contrato é { $melds }.

## meld

meld-group = um grupo de { $n ->
        [one] { $n } carta
       *[other] { $n } cartas
    } de valor { $rank }
meld-sequence = uma sequência de { $n ->
        [one] { $n } carta
       *[other] { $n } cartas
    } de { $suit } ({ $low }–{ $high })
meld-jokers = Os jokers valem { $jokers }, e esse valor fica fixo (§3.7).
meld-invalid = Não. { $meld } não é uma combinação válida.
meld-valid_table = Sim. { $meld } é uma combinação válida na mesa: { $what }.
meld-valid_contract = Sim. { $meld } serve no contrato da ronda { $round } ({ $contract },
    §4.1): { $what }, com o comprimento exato que a abertura exige (§5.2).
meld-valid_contract_at_least = Sim. { $meld } serve no contrato da ronda { $round } ({ $contract },
    §4.1): { $what }; ao abrir, uma combinação pode ter mais cartas do que o mínimo ({
    $lengths }).
meld-valid_final = Sim. { $meld } serve numa abertura da ronda { $round } ({ $contract }, §4.1):
    { $what }; na última ronda uma sequência pode ter mais cartas do que o mínimo (§7.4).
meld-not_in_contract = Não. O contrato da ronda { $round } é { $contract } (§4.1): não inclui {
    $kind }.
meld-no_contract = Não. { $meld } não serve como combinação do contrato da ronda { $round }.

## lay_off

lay_off-may_not = Não. Este jogador não pode acrescentar cartas agora.
lay_off-nowhere = Em lado nenhum. { $card } não serve em nenhuma combinação da mesa: um grupo só
    aceita cartas do seu valor (§3.5), e uma sequência só a carta seguinte do naipe, numa das
    pontas (§3.4).
lay_off-where = { $card } pode ir para { $where } (§5.4).
lay_off-ok_either_end = Sim. { $card } pode ir para a { $target }, em qualquer das pontas; ao
    jogá-lo, diga em que ponta fica, porque isso fixa o seu valor (§D2, §3.7).
lay_off-ok = Sim. Pode acrescentar { $cards } à { $target }, que fica { $result } (§5.4).
lay_off-refused = Não. Não pode acrescentar { $cards } à { $target }.
lay_down-ok = Sim. { $laydown } é o contrato da ronda { $round }: { $contract } (§4.1).
lay_down-ok_final =
    Sim. { $laydown } é o contrato da ronda { $round }: { $contract } (§4.1), com a mão inteira
    de uma só vez (§7.4).
lay_down-refused =
    Não. { $laydown } não serve como contrato da ronda { $round } ({ $contract }).

## joker_swap

joker_swap-may_not = Nenhuma: este jogador não pode trocar jokers agora.
joker_swap-no_jokers = Nenhuma: não há jokers nas combinações da mesa.
joker_swap-none = Nenhuma troca de joker é possível.
joker_swap-some = Trocas de joker possíveis: { $count }.
joker_swap-swap = Com { $card } pode libertar o joker da { $meld }; nesta mesma vez, o joker vai
    para um destes lugares: { $where } (§7.1, §7.2).
joker_swap-cannot = O joker { $joker } da { $meld } não pode ser trocado: { $reason }
joker_swap-place = O joker libertado tem de ir para a mesa nesta mesma vez, com o valor do lugar
    onde fica; não se guarda para depois (§7.2, §3.7).

## penalty

penalty-total = { $total ->
        [one] { $total } ponto
       *[other] { $total } pontos
    }: { $sum } (§8.1).
penalty-joker = Um joker que fique na mão vale 15 pontos (§D12).
penalty-empty = 0 pontos: quem sai fica sem cartas e não soma nada (§8.2).

## buy

buy-active_takes = O { $active }, jogador ativo, tira { $card } do descarte sem penalização, e
    ninguém compra fora da vez (§6.7, §D3).
buy-nobody = Ninguém compra fora da vez.
buy-bought = O { $seat } compra { $card } fora da vez e leva também { $penalty }, a carta de
    cima do monte, como penalização (§6.2, §6.3).
buy-bought_reshuffled = O { $seat } compra { $card } fora da vez e leva também, como
    penalização, uma carta do monte refeito, que sai ao acaso (§6.3, §9.1).
buy-bought_no_penalty = O { $seat } compra { $card } fora da vez, mas não há carta para a
    penalização: o monte está vazio e o descarte só tem a carta de cima, por isso nem se pode
    refazer o monte (§9.1).
buy-refused_priority = O { $seat } também pediu { $card }, mas fica para quem joga primeiro a
    contar do jogador ativo (§6.2, §D3).
buy-refused_consecutive = O { $seat } pediu { $card }, mas comprou fora da vez a carta anterior
    e não pode fazer duas compras seguidas (§6.4, §D4).
buy-refused_active = O { $seat } pediu { $card }, mas o jogador ativo ficou com ela (§6.7).
buy-reshuffled = O monte esgotou-se: baralharam-se as cartas do descarte, exceto a de cima, para
    fazer um monte novo (§9.1).
buy-round_ends = A ronda acaba aqui, sem vencedor, e cada jogador soma a penalização das cartas
    que tem na mão (§9.2, §D9).
buy-active_draws = Depois, o { $active }, jogador ativo, tira { $card } do monte e continua a
    vez (§6.5).
buy-active_draws_reshuffled = Depois, o { $active }, jogador ativo, tira uma carta do monte
    refeito, ao acaso, e continua a vez (§6.5, §9.1).

## go_out

go_out-ok = Sim. Pode sair já nesta vez: { $steps }.
go_out-ok_final = Sim. Sai já, abrindo com a mão inteira e sem descartar (§7.4): { $steps }.
go_out-lay_down = abre com { $melds }
go_out-lay_off = acrescenta { $card } à { $target }
go_out-swap = troca o joker da { $meld } por { $card } e põe o joker na { $target } (§7.1, §7.2)
go_out-discard = descarta { $card }, a última carta, e sai (§5.5)
go_out-no_lay_off = Não. Não há maneira de acrescentar às combinações da mesa todas as cartas
    menos uma, nem com trocas de joker, para depois descartar a última (§5.4, §5.5, §7.1).
go_out-no_final = Não. Na ronda { $round } só se sai abrindo com a mão inteira em três
    sequências (§7.4), e esta mão não o permite.
go_out-no_open = Não. Quem ainda não abriu só sai se abrir o contrato da ronda { $round } ({
    $contract }) e descartar a única carta que sobra (§5.2, §5.5); na vez em que abre não pode
    acrescentar cartas (§5.4).
go_out-opens_but = Esta mão pode abrir com { $laydown }, mas ficam { $count } na mão: { $rest }.
go_out-cannot_open = Esta mão nem sequer pode abrir o contrato agora.

## draw

draw-draw = Tira-se normalmente a carta de cima do monte, que tem { $stock } (§5.1).
draw-reshuffle = O monte está vazio: baralham-se as cartas do descarte, exceto a de cima, que
    fica virada para cima, e formam um monte novo de { $size }, de onde se tira (§9.1). O mesmo
    vale para a carta de penalização de uma compra fora da vez.
draw-round_ends = O monte está vazio e o descarte só tem a carta de cima (ou nenhuma): nem
    refazendo o monte há carta para tirar (§9.1). A ronda acaba sem vencedor e cada jogador soma
    a penalização das cartas que tem na mão (§9.2, §D9).

## standings

standings-totals = Totais ao fim da ronda { $rounds } — { $totals } (§8.4).
standings-winner = Vencedor: { $who }, com o total mais baixo, { $total ->
        [one] { $total } ponto
       *[other] { $total } pontos
    } (§9.3, §1.5).
standings-tie = Empate no total mais baixo, { $total ->
        [one] { $total } ponto
       *[other] { $total } pontos
    }: { $who } partilham a vitória
    (§9.4).
standings-leader = À frente: { $who }, com { $total ->
        [one] { $total } ponto
       *[other] { $total } pontos
    }; o jogo só acaba depois da ronda {
    $last } (§9.3).
standings-leaders = À frente, empatados: { $who }, com { $total ->
        [one] { $total } ponto
       *[other] { $total } pontos
    }; o jogo só acaba depois
    da ronda { $last } (§9.3).

## reasons

reasons-group-no-end = Um grupo não tem pontas: as cartas juntam-se-lhe sem posição definida
    (§3.5).
reasons-table-not-contracts = Na mesa só há contratos completos, um por cada jogador que abriu:
    depois de abrir ninguém cria combinações novas (§5.3).
reasons-table-final-round = Na ronda final nenhuma combinação fica na mesa: quem abre sai logo
    (§7.4).
reasons-final-round-opened = Na ronda final ninguém fica com cartas depois de abrir: quem abre
    sai logo (§D8).
reasons-opened-twice = Um jogador abre uma só vez: não pode ter aberto numa vez anterior e
    também nesta (§5.3).
reasons-group-mixed-ranks = Um grupo é feito de cartas do mesmo valor (§3.1).
reasons-group-joker-rank = Num grupo, cada joker vale o valor do grupo (§3.7).
reasons-group-joker-undeclared = Num grupo, cada joker vale o valor do grupo, como JK=7 (§3.7).
reasons-group-undeclared = Um grupo só de jokers tem de declarar o seu valor, por exemplo JK=7
    (§D1).
reasons-group-too-short = Um grupo tem pelo menos { $group_length ->
        [one] { $group_length } carta
       *[other] { $group_length } cartas
    } (§3.1).
reasons-group-too-long = Um grupo tem no máximo { $group_longest ->
        [one] { $group_longest } carta
       *[other] { $group_longest } cartas
    } (§3.5).
reasons-group-repeated-suit = Num grupo não pode haver duas cartas do mesmo naipe (§3.1).
reasons-group-other-rank = { $card } não tem o valor do grupo { $meld }: um grupo só cresce com
    cartas do seu valor (§3.5).
reasons-joker-declared-elsewhere = { $card } foi declarado com outro valor e não serve em {
    $meld } (§3.7).
reasons-sequence-joker-rankless = Numa sequência, um joker vale uma carta com valor e naipe,
    como JK=7♠ (§D2).
reasons-sequence-joker-place = Numa sequência, cada joker vale a carta do lugar onde está (§D2).
reasons-sequence-mixed-suits = Uma sequência é toda do mesmo naipe (§3.2).
reasons-sequence-undeclared = Uma sequência precisa de uma carta natural ou de um joker
    declarado que fixe o naipe (§D2).
reasons-sequence-too-long = Uma sequência tem no máximo { $longest ->
        [one] { $longest } carta
       *[other] { $longest } cartas
    } (§3.4).
reasons-sequence-repeat = Há duas cartas para o mesmo lugar da sequência (§3.2).
reasons-sequence-gap = Uma sequência é de valores seguidos, sem falhas (§3.2).
reasons-sequence-too-short = Uma sequência tem pelo menos { $sequence_length ->
        [one] { $sequence_length } carta
       *[other] { $sequence_length } cartas
    } (§3.2).
reasons-sequence-wraps = O ás é baixo ou alto: uma sequência não dá a volta, como em K-A-2
    (§3.3).
reasons-meld-ambiguous = Estas cartas tanto podem ser um grupo como uma sequência: diga qual
    (§D2).
reasons-group-length = Na abertura, um grupo tem exatamente { $group_length ->
        [one] { $group_length } carta
       *[other] { $group_length } cartas
    }; as outras
    acrescentam-se depois (§5.2).
reasons-sequence-length = Na abertura, uma sequência tem exatamente { $sequence_length ->
        [one] { $sequence_length } carta
       *[other] { $sequence_length } cartas
    };
    as outras acrescentam-se depois (§5.2).
reasons-same-suit = Duas sequências do mesmo naipe no contrato não podem ser seguidas (§4.3).
reasons-wrong-melds = A abertura tem de ser exatamente o contrato da ronda (§4.1).
reasons-whole-hand = Na última ronda a abertura usa a mão inteira (§7.4).
reasons-not-in-hand = { $card } não está na mão (§3.6).
reasons-keep-discard = Tem de ficar uma carta na mão para o descarte obrigatório: sai-se
    descartando a última carta (§5.5).
reasons-beyond-ace = { $card } não pode ir além do ás de { $meld }: nada fica abaixo de um ás
    baixo nem acima de um ás alto (§3.4).
reasons-does-not-extend = { $card } não continua { $meld }: numa sequência só serve a carta
    seguinte do mesmo naipe, numa das pontas (§3.2, §3.4).
reasons-sequence-full = { $meld } já tem { $longest ->
        [one] { $longest } carta
       *[other] { $longest } cartas
    }, o máximo de uma sequência (§3.4).
reasons-which-end = { $card } serve nas duas pontas de { $meld }: diga em qual (§D2).
reasons-final-round-no-layoff = Na ronda { $round } ninguém acrescenta cartas nem troca jokers:
    quem abre sai logo (§7.4, §D8).
reasons-not-opened = Quem ainda não abriu não acrescenta cartas nem troca jokers (§D7).
reasons-opening-turn__5-4 = Na vez em que abre, o jogador não acrescenta cartas: só a partir da
    sua vez seguinte (§5.4).
reasons-opening-turn__7-1 = Só troca jokers quem abriu numa vez anterior, não na vez da abertura
    (§7.1).
reasons-no-such-meld = Não há combinação { $meld_index } na mesa.
reasons-swap-in-group = Os jokers dos grupos não se recuperam (§7.3).
reasons-swap-with-joker = Um joker troca-se pela carta natural que representa, não por outro
    joker (§7.1).
reasons-swap-not-exact = Só a carta natural exata que o joker representa, do mesmo valor e
    naipe, o liberta (§7.1).
reasons-swap-keep-discard = Depois de pôr { $card } no lugar do joker não ficaria nenhuma carta
    para descartar (§D6, §5.5).
reasons-swap-joker-nowhere = O joker libertado não teria onde ficar na mesa nesta vez, e não se
    pode guardar (§D6, §7.2).
reasons-active-buys = O jogador ativo não compra fora da vez: pode tirar a carta de cima do
    descarte sem penalização (§D3, §6.7).
reasons-no-discard = O descarte está vazio: não há carta de cima para tirar (§5.1).
reasons-draw-first = A vez começa por tirar uma carta: a de cima do monte ou a de cima do
    descarte (§5.1).
reasons-already-drawn = Em cada vez tira-se uma só carta, e este jogador já tirou (§5.1).
reasons-no-window = Não há compra fora da vez em aberto: só se compra quando o jogador ativo
    tira do monte (§6.1).
reasons-window-open = Ainda há pedidos de compra fora da vez por resolver: quem compra não joga,
    e o jogador ativo só tira a carta do monte quando acabam (§6.3, §6.5).
reasons-new-meld-after-opening = Depois de abrir, um jogador não baixa combinações novas: só
    acrescenta cartas às da mesa (§5.3).
reasons-round-over = A ronda já acabou: não se joga mais nela.
reasons-game-over = O jogo já acabou: a última ronda foi jogada (§9.3).
reasons-notation = { $token } não é uma carta: escreve-se como 7♥, 10♠ ou JK.
reasons-not-a-card = { $card } não é uma carta do baralho: falta-lhe o naipe (§1.2).
reasons-too-many-copies = Não pode haver { $count } × { $card }: o baralho só tem { $limit } de
    cada carta (§1.2).
reasons-too-many-jokers = Não pode haver { $count ->
        [one] { $count } joker
       *[other] { $count } jokers
    }: o baralho só tem { $limit } (§1.2).
reasons-meld-mismatch = As cartas desta combinação não correspondem à forma declarada (§3.7).
reasons-move-notation = { $text } não é uma jogada escrita como se deve.
reasons-position-notation = Este texto não descreve uma posição de uma ronda.
running_out-take =
    O { $active }, jogador ativo, fica com a carta de cima do descarte em vez de tirar do monte
    (§6.7, §5.1): não é preciso tirar do monte, por isso não se baralha nada, mesmo com o monte
    vazio.
