## clauses

clauses = Regras: { $clauses }

## profile_note

profile_note = Versão { $profile }: esta resposta usa só o que o motor modela dessa versão
    (baralho, contratos, comprimentos das combinações, naipes das sequências); as regras citadas
    são as deste site.

## profile_notes

profile_notes-catalan-source = Versão do texto catalão ({ $profile }): as regras citadas (V1 a V14)
    são as desse texto, numeradas na página Variantes, secção «As regras do texto catalão».

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
words-seat_the = o jogador { $seat }
words-and = { " e " }
words-nor = { " nem " }
# what joins whole clauses, each with its verb (the steps of a way out)
words-clauses_sep = { ", " }
words-clauses_last = { " e " }
# before the last clause when the one before it joins two with «e» itself, and between two
words-clauses_last_inner = { ", e " }
words-clauses_pair = { " e " }
# o total de um jogador numa lista de totais, e o que separa dois deles
words-total = { $who }, { $n }
words-totals_sep = { "; " }
words-totals_last = { "; " }
words-or = { " ou " }
words-groups = grupos
words-sequences = sequências
words-end_low = na ponta de baixo
words-end_high = na ponta de cima
words-meld = combinação { $n }
words-the_meld = a combinação { $n }
# uma ponta de uma combinação ($end: low, high; $meld: «combinação 1 (7♥ 8♥ 9♥ 10♥)»)
words-meld_end = { $end ->
        [low] ponta de baixo da { $meld }
        [both] ponta de baixo ou de cima da { $meld }
       *[high] ponta de cima da { $meld }
    }
words-the_meld_end = { $end ->
        [low] a ponta de baixo da { $meld }
        [both] qualquer das pontas da { $meld }
       *[high] a ponta de cima da { $meld }
    }
# um lugar para onde vai uma carta, como o diz cada item de uma lista de lugares
words-to_the_meld = para a combinação { $n }
words-to_the_meld_end = { $end ->
        [low] para a ponta de baixo da { $meld }
        [both] para qualquer das pontas da { $meld }
       *[high] para a ponta de cima da { $meld }
    }

## contract

contract-groups-1 = um grupo
contract-groups-2 = dois grupos
contract-groups-3 = três grupos
contract-sequences-1 = uma sequência
contract-sequences-2 = duas sequências
contract-sequences-3 = três sequências
compare-site = Com as regras deste site:
compare-house = Com as regras da casa { $profile }:
compare-refused = Esta situação não existe com estas regras: { $reason }
compare-changed = A resposta muda com estas regras da casa.
compare-same = A resposta é a mesma com estas regras da casa.

## can_open

can_open-ok = Sim. Na ronda { $round } o contrato pede { $contract } (§4.1), e esta mão pode abrir
    com { $laydown }, cada combinação com o comprimento mínimo exato (§5.2).
can_open-ok_final = Sim. Na ronda { $round } abre-se com a mão inteira de uma só vez, em três
    sequências, e sai-se sem descartar (§7.4): { $laydown }.
can_open-ok_final_discard =
    Sim. Com estas regras da casa, na ronda { $round } abre-se com todas as cartas menos uma, em
    três sequências, e sai-se descartando a que sobra (§7.4): { $laydown }.
can_open-ok_at_least = Sim. Na ronda { $round } o contrato pede { $contract } (§4.1), e esta mão
    pode abrir com { $laydown }; cada combinação tem pelo menos o comprimento mínimo ({ $lengths }).
can_open-other_ways = Há { $count ->
        [one] { $count } maneira
       *[other] { $count } maneiras
    } de abrir com esta mão; esta é uma delas.
can_open-other_ways_more = Há mais de { $count ->
        [one] { $count } maneira
       *[other] { $count } maneiras
    } de abrir com esta mão; esta é uma delas.
can_open-keep = Ficam na mão { $rest_each }; uma dessas cartas será o descarte obrigatório (§5.5).
can_open-keep_one = Fica na mão { $rest_each }, para o descarte obrigatório (§5.5).
can_open-keep_or_meld = { $rest_count ->
        [one] Fica na mão { $rest_each }; se não { $rest_gender ->
            [feminine] a baixar, descarta-a
           *[masculine] o baixar, descarta-o
        } no fim da vez (§5.5).
       *[other] Ficam na mão { $rest_each }; se não baixar todas essas cartas, descarta uma
            delas no fim da vez (§5.5).
    }
can_open-meld_all = Com esta abertura não lhe fica nenhuma carta: sai sem descartar (§5.5,
    §8.1).
can_open-same_suit_ok = Duas sequências do mesmo naipe podem estar no mesmo contrato desde que
    não sejam contíguas (§4.3).
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
can_open-too_few_final_discard =
    Não. Com estas regras da casa, na ronda { $round } abre-se com todas as cartas menos uma, em
    três sequências (§7.4): são precisas pelo menos { $need ->
        [one] { $need } carta
       *[other] { $need } cartas
    } e mais uma para o descarte, e esta mão tem { $size }.
can_open-same_suit = Não. Só daria com duas sequências contíguas do mesmo naipe, como { $laydown },
    e isso não é permitido: entre elas tem de haver um intervalo ou uma sobreposição (§4.3).
can_open-same_suit_distinct = Não. Só daria com duas sequências do mesmo naipe, como { $laydown },
    e com estas regras as sequências de um contrato têm de ser de naipes diferentes (§4.3).
can_open-no_contract = Não. Com esta mão não se formam { $contract }, o contrato da ronda {
    $round } (§4.1), com cada combinação no comprimento exato (§5.2).
can_open-no_contract_at_least = Não. Com esta mão não se formam { $contract }, o contrato da
    ronda { $round } (§4.1), com combinações de pelo menos o comprimento mínimo ({ $lengths }).
can_open-no_final = Não. Na ronda { $round } é preciso baixar a mão inteira de uma só vez em
    três sequências (§7.4), e esta mão não se divide assim.
can_open-no_final_discard =
    Não. Com estas regras da casa, na ronda { $round } é preciso baixar todas as cartas menos
    uma de uma só vez em três sequências (§7.4), e esta mão não se divide assim.
can_open-partial = Das combinações do contrato, esta mão só forma { $melds_count ->
        [one] uma
        [2] duas
       *[other] { $melds_count }
    }: { $melds }, e não se abre por partes (§5.2).
can_open-partial_at_least = Das combinações do contrato, esta mão só forma { $melds_count ->
        [one] uma
        [2] duas
       *[other] { $melds_count }
    }: { $melds }.

## meld

meld-group = um grupo de { $n ->
        [one] { $n } carta de valor { $rank }
       *[other] { $n } { $ranks }
    }
meld-sequence = uma sequência de { $n ->
        [one] { $n } carta
       *[other] { $n } cartas
    } de { $suit } ({ $low }–{ $high })
meld-sequence_spans = uma sequência de { $n ->
        [one] { $n } carta
       *[other] { $n } cartas
    } de { $suit } ({ $spans })
meld-jokers =
    { $jokers_count ->
        [one] O joker fica com o valor { $jokers }, que, uma vez declarado, já não muda (§3.7).
       *[other] Os jokers ficam com os valores { $jokers }, que, uma vez declarados, já não
            mudam (§3.7).
    }
meld-jokers_only = Um grupo só de jokers é válido, com o valor declarado (§D1).
meld-jokers_group =
    { $n ->
        [one] O joker faz de { $group_rank } (o valor do grupo), e esse valor já não muda (§3.7).
       *[other] Os { $n } jokers fazem de { $group_rank } (o valor do grupo), e esse valor já não muda
            (§3.7).
    }
meld-jokers_choice =
    { $n ->
        [one] O joker ainda não tem valor: pode ser { $choices }. O jogador declara-o quando o
            joga, e esse valor fica fixo (§3.7, §D2).
       *[other] Os jokers ainda não têm valor: podem ser { $choices }. O jogador declara-os
            quando os joga, e esses valores ficam fixos (§3.7, §D2).
    }
meld-invalid = Não. { $meld } não é uma combinação válida.
meld-undeclared = Não, tal como está: os jokers ainda não têm valor.
meld-undeclared_group = Como grupo: um grupo só de jokers é válido (§D1), mas ao jogá-lo é
    preciso declarar o seu valor, por exemplo JK=7.
meld-undeclared_group_contract = Como grupo: um grupo só de jokers serve no contrato da ronda {
    $round } ({ $contract }, §4.1, §D1), mas ao baixá-lo é preciso declarar o seu valor, por
    exemplo JK=7.
meld-valid_table = Sim. { $meld } é uma combinação válida na mesa: { $what }.
meld-valid_contract = Sim. { $meld } serve no contrato da ronda { $round } ({ $contract },
    §4.1): { $what }, com o comprimento exato que a abertura exige (§5.2).
meld-valid_contract_at_least = Sim. { $meld } serve no contrato da ronda { $round } ({ $contract },
    §4.1): { $what }; ao abrir, uma combinação pode ter mais cartas do que o mínimo ({
    $lengths }).
meld-valid_final = Sim. { $meld } serve numa abertura da ronda { $round } ({ $contract }, §4.1):
    { $what }; na última ronda uma sequência pode ter mais cartas do que o mínimo (§7.4).
meld-not_in_contract = Não. O contrato da ronda { $round } pede { $contract } (§4.1): não inclui {
    $kind }.
meld-no_contract = Não. { $meld } não serve como combinação do contrato da ronda { $round }.
meld-as_group = Como grupo: { $reason }
meld-as_sequence = Como sequência: { $reason }
meld-as_sequence_not_in_contract = Como sequência: o contrato da ronda { $round } não inclui
    sequências (§4.1).

## lay_off

lay_off-may_not = Não. Este jogador não pode acrescentar cartas agora.
lay_off-last_card = Não. Não pode acrescentar { $card_the }, a sua última carta: tem de ficar uma na
    mão para o descarte obrigatório (§5.5).
lay_off-keep_all = Não. Não pode acrescentar todas estas cartas: tem de guardar uma na mão para o
    descarte obrigatório (§5.5).
lay_off-keep_one = Pode, sim, acrescentá-las todas menos { $card_the }, que fica para o descarte
    (§5.4): { $steps }.
lay_off-keep_any = Pode, sim, acrescentá-las todas menos uma, a que fica para o descarte; pode
    guardar qualquer uma destas: { $cards_either }. Por exemplo, se guardar { $card_the } (§5.4):
    { $steps }.
lay_off-keep_none = { $n ->
        [one] E também não pode acrescentá-las todas menos uma: seja qual for a que guardar, a
            outra não pode ir para a mesa nesta vez (§5.4).
       *[other] E também não pode acrescentá-las todas menos uma: seja qual for a que guardar,
            as outras não podem ir todas para a mesa nesta vez (§5.4).
    }
lay_off-nowhere = Não. { $Card_the } não serve em nenhuma combinação da mesa.
lay_off-no_kin = { $Card_the } não tem o valor de nenhum grupo da mesa nem o naipe de nenhuma
    sequência (§3.5, §3.2).
lay_off-miss = A { $target } não aceita { $card_the }: { $reason }
lay_off-no_plan = Não. Estas cartas não podem ir todas para a mesa nesta vez, em nenhuma ordem
    nem com trocas de joker (§5.4).
lay_off-where = Sim (§5.4): { $card_the } pode ir { $where }.
lay_off-ok_either_end = Sim. { $Card_the } pode ir para a { $target }, em qualquer das pontas; ao
    jogá-lo, o jogador diz em que ponta fica, porque isso fixa o seu valor (§D2, §3.7).
lay_off-ok_either_end_ace = Sim. { $Card_the } pode ir para a { $target }, em qualquer das pontas: o
    ás pode ser baixo, antes do dois, ou alto, depois do rei; ao acrescentá-lo, o jogador diz em
    que ponta fica (§3.3, §3.4).
lay_off-ok_plan = Sim. Nesta vez pode acrescentar todas estas cartas (§5.4): { $steps }.
lay_off-ok = Sim. Pode acrescentar { $cards_the } à { $target }, que fica { $result } (§5.4).
lay_off-refused = Não. Não pode acrescentar { $cards_each } à { $target }.
lay_off-stuck = { $cards_count ->
        [one] { $Cards_each } não serve em nenhuma combinação da mesa
       *[other] { $Cards_each } não servem em nenhuma combinação da mesa
    }, seja qual for a ordem em que se acrescentem as outras (§3.4, §3.5).
lay_off-together = Cada uma destas cartas pode ir para a mesa, sozinha ou depois de algumas das
    outras, mas não todas juntas nesta vez.
lay_down-ok = Sim. { $laydown } é o contrato da ronda { $round }: { $contract } (§4.1).
lay_down-ok_final =
    Sim. { $laydown } é o contrato da ronda { $round }: { $contract } (§4.1), com a mão inteira
    de uma só vez (§7.4).
lay_down-refused =
    Não. { $laydown } não serve como contrato da ronda { $round } ({ $contract }).

## joker_swap

joker_swap-may_not = Este jogador não pode fazer nenhuma troca de joker agora.
joker_swap-no_jokers = Nenhuma troca de joker é possível: não há jokers nas combinações da mesa.
joker_swap-none = Nenhuma troca de joker é possível.
joker_swap-some = { $count ->
        [one] Há uma troca de joker possível.
       *[other] Há { $count } trocas de joker possíveis.
    }
joker_swap-swap = Com { $card_the } pode libertar o joker da { $meld }; nesta mesma vez, o joker { $where_count ->
        [one] só pode ir para { $where }
       *[other] vai para um destes lugares: { $where }
    } (§7.1, §7.2).
joker_swap-spot = { $target } (como { $joker })
joker_swap-cannot = O joker { $joker } da { $meld } não pode ser trocado: { $reason }
joker_swap-place = O joker libertado tem de ir para a mesa nesta mesma vez, com o valor do lugar
    onde fica; não se guarda para depois (§7.2, §3.7).
joker_swap-asked_swap =
    Sim. Com { $card_the } pode libertar o joker da { $meld }; nesta mesma vez, o joker { $where_count ->
        [one] só pode ir para { $where }
       *[other] vai para um destes lugares: { $where }
    } (§7.1, §7.2).
joker_swap-asked_place =
    Sim. Com { $card_the } pode libertar o joker da { $meld } e pô-lo na { $target }, onde fica como
    { $joker } (§7.1, §7.2, §3.7).
joker_swap-asked_may_not = Não. Este jogador não pode trocar jokers agora.
joker_swap-asked_no_jokers = Não. Não há jokers nas combinações da mesa.
joker_swap-asked_no = Não. Essa troca de joker não é permitida.
joker_swap-asked_none_for = Não. Nenhum joker da mesa representa { $card_the }: só a carta natural exata que
    um joker representa, do mesmo valor e naipe, o liberta (§7.1).
joker_swap-asked_none_for_groups = Não. Nenhum joker da mesa se liberta com { $card_the }: numa sequência, só com a carta
    natural exata que o joker representa, e num grupo, com estas regras da casa, só com uma carta
    do valor do grupo (§7.1).
joker_swap-asked_only_group = Não. { $count ->
        [one] O único joker que { $card_the } poderia libertar está
       *[other] Os únicos jokers que { $card_the } poderia libertar estão
    } { $groups ->
        [one] num grupo
       *[other] em grupos
    }, e os jokers dos grupos não se recuperam (§7.3).

## penalty

penalty-total = { $total ->
        [one] { $total } ponto
       *[other] { $total } pontos
    }: { $sum } (§8.1).
penalty-joker = Um joker que fique na mão vale 15 pontos (§D12).
penalty-empty = 0 pontos: quem sai fica sem cartas e não soma nada (§8.2).

## buy

buy-active_takes = O { $active } (o jogador ativo) tira { $card_the } do descarte sem penalização, e
    ninguém compra fora da vez (§6.7, §D3).
buy-nobody = Ninguém compra fora da vez.
buy-bought = O { $seat } compra { $card_the } fora da vez e leva também { $penalty_the }, a carta de
    cima do monte, como penalização (§6.2, §6.3).
buy-bought_reshuffled = O { $seat } compra { $card_the } fora da vez e leva também, como
    penalização, uma carta do monte refeito, que sai ao acaso (§6.3, §9.1).
buy-bought_reshuffled_known =
    O { $seat } compra { $card_the } fora da vez e leva também, como penalização, uma carta do monte
    refeito, que só pode ser { $penalty_the } (§6.3, §9.1).
# $n: as cartas que ficam no descarte depois da compra (0: nenhuma; 1: só a de cima)
buy-bought_no_penalty = O { $seat } compra { $card_the } fora da vez, mas não há carta para a
    penalização: o monte está vazio { $n ->
        [0] e o descarte também ficou vazio, por isso não resta nenhuma carta com que refazer
            o monte (§9.1).
       *[other] e o descarte só tem a carta de cima, por isso nem se pode refazer o monte (§9.1).
    }
buy-bought_no_penalty_limit = O { $seat } compra { $card_the } fora da vez, mas a carta de
    penalização já não se pode tirar: o monte teria de se refazer uma quarta vez (§6.3, §D14).
buy-bought_kept = A compra fora da vez mantém-se: o { $seat } fica com { $card_the } na mão, e essa carta conta
    na sua penalização. As regras não dizem se uma compra se desfaz quando falta a carta de
    penalização; é a leitura deste site, não uma regra escrita (§6.2, §6.3).
buy-bought_many =
    O { $seat } compra { $card_the } fora da vez e leva também { $penalty_each }, { $count ->
        [one] a carta de cima do monte
       *[other] as { $count } cartas de cima do monte
    }, como penalização (§6.2, §6.3).
# $n: as cartas que ficam no descarte (0: nenhuma; 1: só a de cima)
buy-penalty_short = { $missing ->
        [one] A última carta de penalização já não se pode tirar
       *[other] As últimas { $missing } cartas de penalização já não se podem tirar
    }: o monte está vazio { $n ->
        [0] e o descarte também ficou vazio, por isso não resta nenhuma carta com que refazer
            o monte (§9.1).
       *[other] e o descarte só tem a carta de cima, por isso nem se pode refazer o monte (§9.1).
    }
buy-penalty_short_limit = { $missing ->
        [one] A última carta de penalização já não se pode tirar
       *[other] As últimas { $missing } cartas de penalização já não se podem tirar
    }: o monte teria de se refazer uma quarta vez (§D14).
buy-bought_free =
    O { $seat } compra { $card_the } fora da vez, sem tirar nenhuma carta de penalização do monte
    (§6.2, §6.3).
buy-bought_unlisted =
    O { $seat } compra { $card_the } fora da vez e leva também, como penalização, a carta de cima do
    monte, que não foi indicada (§6.2, §6.3).
buy-ask_not_reached = O { $seat } pediu { $card_the }, que nunca ficou em cima no descarte enquanto
    se compravam cartas fora da vez: só se compra a carta de cima (§6.2, §6.4).
buy-ask_not_in_pile = O { $seat } pediu { $card_the }, que não está no descarte: fora da vez só se
    compra a carta de cima do descarte (§6.2).
buy-refused_priority = O { $seat } também pediu { $card_the }, mas a carta fica para quem joga
    primeiro, a contar do jogador ativo (§6.2).
buy-refused_priority_discarder = O { $seat } também pediu { $card_the }, que acabou de descartar:
    quem descarta pode pedir a carta como os outros, mas fica em último lugar na ordem a
    partir do jogador ativo (§6.2, §D3).
buy-refused_consecutive = O { $seat } pediu { $card_the }, mas comprou fora da vez a carta anterior
    e não pode fazer duas compras seguidas (§6.4, §D4).
buy-refused_active = O { $seat } pediu { $card_the }, mas o jogador ativo ficou com { $card_gender ->
        [feminine] ela
       *[masculine] ele
    } (§6.7).
buy-refused_limit =
    O { $seat } pediu { $card_the }, mas já fez as compras fora da vez que estas regras permitem
    numa ronda (§6.6).
buy-refused_no_buying =
    O { $seat } pediu { $card_the }, mas com estas regras não se compra fora da vez (§6.1).
buy-reshuffled = O monte esgotou-se: baralharam-se as cartas do descarte, exceto a de cima, para
    fazer um monte novo (§9.1).
buy-reshuffled_for_penalty = Como o monte está vazio, para essa penalização baralham-se as cartas do
    descarte, exceto a que agora fica em cima, e forma-se com elas um monte novo
    (§9.1).
buy-round_ends = A ronda acaba aqui, sem vencedor, e cada jogador marca a penalização das cartas
    que tem na mão (§9.2, §D9).
buy-round_ends_limit = O monte está vazio e já foi refeito { $count ->
        [2] duas vezes
        [3] três vezes
       *[other] { $count } vezes
    } nesta ronda, o máximo:
    a ronda acaba aqui, sem vencedor, e cada jogador marca a penalização das cartas que tem na
    mão, como em §9.2 (§D14).
# a ronda acaba quando o jogador ativo tem de tirar, depois das compras (6.5); $rebuilt: as
# vezes que o monte foi refeito durante as compras (0: nenhuma); $n: as cartas do descarte (0:
# nenhuma; 1: só a de cima)
buy-round_ends_active =
    Depois, o { $active } (o jogador ativo) tem de tirar uma carta (§6.5), mas { $rebuilt ->
        [0] o monte está vazio
       *[other] o monte voltou a ficar vazio
    } { $n ->
        [0] e o descarte também: não há carta para tirar nem com que refazer o monte (§9.1).
       *[other] e o descarte só tem a carta de cima, que não se baralha: nem refazendo o monte
            há carta para tirar (§9.1).
    } A ronda acaba aqui, sem vencedor, e cada jogador marca a penalização das cartas que tem
    na mão (§9.2, §D9).
buy-round_ends_limit_active =
    Depois, o { $active } (o jogador ativo) tem de tirar uma carta (§6.5), mas o monte está vazio e já
    foi refeito { $count ->
        [1] uma vez
        [2] duas vezes
        [3] três vezes
       *[other] { $count } vezes
    } nesta ronda, o máximo: não se refaz outra vez, embora o descarte tenha { $discard }. A
    ronda acaba aqui, sem vencedor, e cada jogador marca a penalização das cartas que tem na
    mão, como em §9.2 (§D14).
buy-active_draws = Depois, o { $active } (o jogador ativo) tira { $card_the } do monte e continua a
    vez (§6.5).
buy-active_draws_reshuffled = Depois, o { $active } (o jogador ativo) tira uma carta do monte
    refeito, ao acaso, e continua a vez (§6.5, §9.1).
buy-active_draws_reshuffled_known =
    Depois, o { $active } (o jogador ativo) tira do monte refeito a única carta que pode sair,
    { $card_the }, e continua a vez (§6.5, §9.1).
buy-active_draws_unlisted =
    Depois, o { $active } (o jogador ativo) tira a carta de cima do monte, que não foi indicada, e
    continua a vez (§6.5).

## go_out

go_out-ok = Sim. Pode sair já nesta vez: { $steps }.
go_out-ok_final = Sim. Sai já, abrindo com a mão inteira e sem descartar (§7.4): { $steps }.
go_out-ok_final_discard =
    Sim. Sai já, abrindo com todas as cartas menos uma e descartando a última (§7.4):
    { $steps }.
go_out-lay_down = abre com { $melds }
go_out-lay_off = acrescenta { $card_the } à { $target }
go_out-swap = troca o joker da { $meld } { $card_gender ->
        [feminine] pela
       *[masculine] pelo
    } { $card } e põe-no na { $target }, como { $joker } (§7.1, §7.2, §3.7)
go_out-discard = descarta { $card_the }, a última carta, para sair (§5.5)
go_out-no_lay_off = Não. Não há maneira de acrescentar às combinações da mesa todas as cartas
    menos uma, nem com trocas de joker, para depois descartar a última (§5.4, §5.5, §7.1).
go_out-no_lay_off_meld = Não. Com estas regras da casa sai-se pondo na mesa todas as cartas, ou todas menos
    uma e descartando a última, e não há maneira de acrescentar às combinações da mesa nem todas
    as cartas nem todas menos uma, nem com trocas de joker (§5.4, §5.5, §7.1).
go_out-no_final = Não. Na ronda { $round } só se sai abrindo com a mão inteira em três
    sequências (§7.4), e esta mão não o permite.
go_out-no_final_discard =
    Não. Com estas regras da casa, na ronda { $round } só se sai abrindo com todas as cartas
    menos uma em três sequências e descartando a última (§7.4), e esta mão não o permite.
go_out-same_suit = Só daria com duas sequências contíguas do mesmo naipe, como em { $laydown },
    e isso não é permitido: entre elas tem de haver um intervalo ou uma sobreposição (§4.3).
go_out-same_suit_distinct = Só daria com duas sequências do mesmo naipe, como em { $laydown },
    e com estas regras as sequências de um contrato têm de ser de naipes diferentes (§4.3).
go_out-no_open = Não. Quem ainda não abriu só sai se abrir o contrato da ronda { $round } ({
    $contract }) e descartar a única carta que sobra (§5.2, §5.5); na vez em que abre não pode
    acrescentar cartas (§5.4).
go_out-no_open_meld = Não. Quem ainda não abriu só sai se, com estas regras da casa, abrir o contrato da
    ronda { $round } ({ $contract }) com todas as cartas da mão, ou com todas menos uma e
    descartando a que sobra (§5.2, §5.5); na vez em que abre não pode acrescentar cartas (§5.4).
go_out-opens_but =
    Esta mão pode abrir com { $laydown }, mas { $rest_count ->
        [one] sobra { $count }: { $rest }
       *[other] sobram { $count }: { $rest }
    }.
go_out-cannot_open = Esta mão nem sequer pode abrir o contrato agora.

## follow
# After a ruling, the next questions start from its result (generator/questions/follow.py):
# what was played, said before them. They cite no rule (the ruling above does).
follow-lay_down = Depois de abrir com { $melds }:
follow-same_hand = Com a mesma mão:
follow-lay_off = Depois de acrescentar { $card_the } à { $target }:
follow-swap = Depois de trocar o joker da { $meld } { $card_gender ->
        [feminine] pela
       *[masculine] pelo
    } { $card } e pô-lo na { $target }, como { $joker }:
follow-moves = Depois de jogar como diz o veredicto:
## draw

draw-draw = O monte tem { $stock }: tira-se a carta de cima, como sempre (§5.1).
draw-reshuffle = O monte está vazio: baralham-se as cartas do descarte, menos a de cima, que
    fica à vista, e forma-se com elas um monte novo de { $size }, de onde se tira (§9.1). O mesmo
    vale para a carta de penalização de uma compra fora da vez.
# $n: as cartas do descarte (0: nenhuma; 1: só a de cima)
draw-round_ends = { $n ->
        [0] O monte e o descarte estão vazios: não há carta para tirar nem com que refazer o
            monte (§9.1).
       *[other] O monte está vazio e o descarte só tem a carta de cima, que não se baralha: nem
            refazendo o monte há carta para tirar (§9.1).
    } A ronda acaba sem vencedor e cada jogador marca
    a penalização das cartas que tem na mão (§9.2, §D9).
draw-round_ends_limit = O monte está vazio e já foi refeito { $reshuffles ->
        [one] uma vez
        [2] duas vezes
        [3] três vezes
       *[other] { $reshuffles } vezes
    } nesta ronda, o máximo: não se refaz outra vez, embora o descarte tenha { $discard }. A
    ronda acaba sem vencedor e cada jogador marca a penalização das cartas que tem na mão, como
    em §9.2 (§D14).
draw-last_reshuffle = É a { $count ->
        [1] primeira
        [2] segunda
        [3] terceira
       *[other] { $count }.ª
    } vez que o monte se refaz nesta ronda, a última permitida: quando
    voltar a ser preciso tirar de um monte vazio, a ronda acaba (§D14).

## standings

standings-totals = Totais ao fim da ronda { $rounds }: { $totals } (§8.4).
standings-winner = Ganha o jogo: { $who_the }, com o total mais baixo, { $total ->
        [one] { $total } ponto
       *[other] { $total } pontos
    } (§9.3, §1.5).
standings-tie = Empate no total mais baixo, { $total ->
        [one] { $total } ponto
       *[other] { $total } pontos
    }: { $who_the } partilham a vitória (§9.4).
standings-leader = Vai à frente: { $who_the }, com { $total ->
        [one] { $total } ponto
       *[other] { $total } pontos
    }; o jogo só acaba depois da ronda { $last } (§9.3).
standings-leaders = Empate à frente: { $who_the }, com { $total ->
        [one] { $total } ponto
       *[other] { $total } pontos
    } cada; o jogo só acaba depois da ronda { $last } (§9.3).

## reasons

reasons-group-no-end = Um grupo não tem pontas: as cartas juntam-se-lhe sem posição definida
    (§3.5).
reasons-table-not-contracts = Na mesa só há contratos completos, um por cada jogador que abriu:
    depois de abrir ninguém cria combinações novas (§5.3).
reasons-table-final-round = Na ronda final nenhuma combinação fica na mesa: quem abre sai logo
    (§7.4).
reasons-final-round-opened = Na ronda final ninguém fica com cartas depois de abrir: quem abre
    sai logo (§D8).
reasons-opened-twice = Um jogador abre uma só vez: não pode ter aberto numa jogada anterior e
    também nesta (§5.3).
reasons-group-mixed-ranks = Um grupo é feito de cartas do mesmo valor (§3.1).
reasons-group-joker-rank = Num grupo, cada joker assume o valor do grupo (§3.7).
reasons-group-joker-suit = { $card } declara uma carta de sequência, com valor e naipe; num grupo,
    um joker assume só o valor do grupo: { $value } (§3.7).
reasons-group-joker-undeclared = Num grupo, cada joker assume o valor do grupo, como JK=7 (§3.7).
reasons-group-undeclared = Num grupo só de jokers é preciso declarar o seu valor, por exemplo
    JK=7 (§D1).
reasons-group-too-short = Um grupo tem pelo menos { $group_length ->
        [one] { $group_length } carta
       *[other] { $group_length } cartas
    } (§3.1).
reasons-group-too-long = Com estas regras, um grupo tem no máximo { $group_longest ->
        [one] { $group_longest } carta
       *[other] { $group_longest } cartas
    } (§3.5).
reasons-group-repeated-suit = Com estas regras, num grupo não pode haver duas cartas do mesmo
    naipe (§3.1).
reasons-group-other-rank = { $Card_the } não tem o valor do grupo { $meld }: um grupo só cresce com
    cartas do seu valor (§3.5).
reasons-joker-declared-elsewhere = { $Card_the } foi declarado com outro valor e não serve em {
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
reasons-sequence-gap-jokers = Uma sequência é de valores seguidos, e { $joker_count ->
        [one] um só joker não chega
       *[other] { $joker_count } jokers não chegam
    } para preencher as falhas entre estas cartas (§3.2).
reasons-sequence-too-short = Uma sequência tem pelo menos { $sequence_length ->
        [one] { $sequence_length } carta
       *[other] { $sequence_length } cartas
    } (§3.2).
reasons-sequence-wraps = O ás é baixo ou alto, e uma sequência não dá a volta; K-A-2 não é
    uma sequência (§3.3).
reasons-meld-ambiguous = Estas cartas tanto podem ser um grupo como uma sequência: diga qual
    (§D2).
reasons-group-length = Na abertura, um grupo tem { $exact ->
        [yes] exatamente { $low ->
            [one] { $low } carta
           *[other] { $low } cartas
        }
       *[no] de { $low } a { $high } cartas
    }; as restantes cartas
    acrescentam-se depois (§5.2).
reasons-sequence-length = Na abertura, uma sequência tem { $exact ->
        [yes] exatamente { $low ->
            [one] { $low } carta
           *[other] { $low } cartas
        }
       *[no] de { $low } a { $high } cartas
    }; as restantes
    cartas acrescentam-se depois (§5.2).
reasons-same-suit = Duas sequências do mesmo naipe no contrato não podem ser contíguas (§4.3).
reasons-wrong-melds = A abertura tem de ser exatamente o contrato da ronda (§4.1).
reasons-whole-hand = Na última ronda a abertura usa a mão inteira (§7.4).
reasons-whole-hand-discard =
    Com estas regras da casa, na última ronda a abertura usa todas as cartas menos uma, que se
    descarta para sair (§7.4).
reasons-not-in-hand = { $Card_the } não está na mão (§3.6).
reasons-keep-discard = Tem de ficar uma carta na mão para o descarte obrigatório: sai-se
    descartando a última carta (§5.5).
reasons-beyond-ace = { $Card_the } não pode ir além do ás da sequência { $meld }: não se pode pôr nada abaixo
    de um ás baixo nem acima de um ás alto (§3.4).
reasons-does-not-extend = { $end ->
        [low] { $Card_the } não continua a sequência { $meld } na ponta de baixo: aí só entra
            { $low_card_the }, ou um joker no seu lugar (§3.2, §3.4).
        [high] { $Card_the } não continua a sequência { $meld } na ponta de cima: aí só entra
            { $high_card_the }, ou um joker no seu lugar (§3.2, §3.4).
       *[any] { $ends ->
            [both] { $Card_the } não continua a sequência { $meld }: só entram { $low_card_the },
                na ponta de baixo, e { $high_card_the }, na ponta de cima, ou um joker no lugar de qualquer deles (§3.2, §3.4).
            [low] { $Card_the } não continua a sequência { $meld }: só entra { $low_card_the }, na
                ponta de baixo, ou um joker no seu lugar (§3.2, §3.4).
            [high] { $Card_the } não continua a sequência { $meld }: só entra { $high_card_the },
                na ponta de cima, ou um joker no seu lugar (§3.2, §3.4).
           *[none] { $Card_the } não continua a sequência { $meld }: já não lhe entra nenhuma
                carta (§3.2, §3.4).
        }
    }
reasons-other-suit = { $Card_the } não é do naipe da sequência { $meld }: uma sequência é toda
    do mesmo naipe (§3.2).
reasons-gap-unfilled = { $Card_the } não chega à sequência { $meld } pela { $end ->
        [low] ponta de baixo
       *[high] ponta de cima
    }: entre essa carta e a sequência { $missing_cards_count ->
        [one] falta { $missing_cards_each }, e { $jokers ->
            [0] não há jokers para esse lugar
           *[other] não sobra nenhum joker para esse lugar
        }
       *[other] faltam { $missing_cards_each }, e { $jokers ->
            [0] não há jokers para esses lugares
           *[other] não sobra nenhum joker para esses lugares
        }
    } (§3.2).
reasons-sequence-full = { $meld } já tem { $longest ->
        [one] { $longest } carta
       *[other] { $longest } cartas
    }, o máximo de uma sequência (§3.4).
reasons-which-end__D2 = { $Card_the } serve nas duas pontas da sequência { $meld }: diga em qual (§D2).
reasons-which-end__3-3 = { $Card_the } serve nas duas pontas da sequência { $meld }, porque o ás pode ser
    baixo, antes do dois, ou alto, depois do rei: diga em qual (§3.3).
reasons-final-round-no-layoff = Na ronda { $round } ninguém acrescenta cartas nem troca jokers:
    quem abre sai logo (§7.4, §D8).
reasons-not-opened = Quem ainda não abriu não acrescenta cartas nem troca jokers (§D7).
reasons-opening-turn__5-4 = Na vez em que abre, o jogador não acrescenta cartas: só a partir da
    sua vez seguinte (§5.4).
reasons-opening-turn__7-1 = Só troca jokers quem abriu numa jogada anterior, não na vez da abertura
    (§7.1).
reasons-no-such-meld = Não há combinação { $meld_index } na mesa.
reasons-swap-in-group = Os jokers dos grupos não se recuperam (§7.3).
reasons-swap-with-joker = Um joker troca-se pela carta natural que representa, não por outro
    joker (§7.1).
reasons-swap-not-exact = { $kind ->
        [group] { $Card_the } não é do valor do grupo { $meld } ({ $wanted }): com estas regras da
            casa, o joker de um grupo só se liberta com uma carta natural do valor do grupo (§7.1).
       *[sequence] { $joker_count ->
            [one] O joker da sequência { $meld } representa { $wanted_card_the }, não { $card_the }
           *[other] Os jokers da sequência { $meld } representam { $wanted }, não { $card_the }
        }: só a carta natural exata, do mesmo valor e naipe, liberta um joker (§7.1).
    }
reasons-swap-no-joker = A combinação { $meld } não tem nenhum joker para trocar (§7.1).
reasons-swap-no-exact-card =
    Só { $card_the }, a carta natural exata que o joker representa (mesmo valor e naipe), o liberta,
    e a mão não a tem (§7.1).
reasons-swap-no-card-of-rank =
    Com estas regras da casa, o joker de um grupo liberta-se com uma carta natural do valor do
    grupo ({ $rank }), e a mão não tem nenhuma (§7.1).
reasons-swap-keep-discard = Depois de pôr { $card_the } no lugar do joker não ficaria nenhuma carta
    para descartar (§D6, §5.5).
reasons-swap-joker-nowhere = O joker libertado não teria onde ficar na mesa nesta vez, e não se
    pode guardar (§D6, §7.2).
reasons-active-buys = O jogador ativo não compra fora da vez: pode tirar a carta de cima do
    descarte sem penalização (§D3, §6.7).
reasons-ace-low-only =
    Com estas regras da casa, o ás só é baixo: A-2-3-4 é sequência, J-Q-K-A não (§3.3).
reasons-ace-high-only =
    Com estas regras da casa, o ás só é alto: J-Q-K-A é sequência, A-2-3-4 não (§3.3).
reasons-no-discard = O descarte está vazio: não há carta de cima para tirar (§5.1).
reasons-draw-first = A vez começa por tirar uma carta: a de cima do monte ou a de cima do
    descarte (§5.1).
reasons-already-drawn = Em cada vez tira-se uma só carta, e este jogador já tirou (§5.1).
reasons-no-window = Não há compra fora da vez em aberto: só se compra quando o jogador ativo
    escolhe o monte, antes de tirar a sua carta (§6.1).
reasons-no-joker-swaps = Com estas regras da casa, nenhum joker se recupera da mesa (§7.1).
reasons-window-open = Ainda há pedidos de compra fora da vez por resolver: quem compra não
    baixa nem descarta por isso, e o jogador ativo só tira a carta do monte quando acabam (§6.3,
    §6.5).
reasons-new-meld-after-opening = Depois de abrir, um jogador não baixa combinações novas: só
    acrescenta cartas às da mesa (§5.3).
reasons-round-over = A ronda já acabou: não se joga mais nela.
reasons-game-over = O jogo já acabou: a última ronda foi jogada (§9.3).
reasons-notation = { $token } não é uma carta: escreve-se como 7♥, 10♠ ou JK.
reasons-not-a-card = { $card } não é uma carta do baralho: falta-lhe o naipe (§1.2).
reasons-too-many-copies = { $Card_the } não pode aparecer { $count ->
        [one] { $count } vez
       *[other] { $count } vezes
    }: o baralho só tem { $limit } de cada carta (§1.2).
reasons-too-many-jokers = Não pode haver { $count ->
        [one] { $count } joker
       *[other] { $count } jokers
    }: o baralho só tem { $limit } (§1.2).
reasons-meld-mismatch = As cartas desta combinação não correspondem à forma declarada (§3.7).
reasons-meld-neither = { $meld } não é um grupo nem uma sequência.
reasons-move-notation = { $text } não é uma jogada escrita como se deve.
reasons-position-notation = Este texto não descreve uma posição de uma ronda.
reasons-place-held-by-joker =
    { $Card_the } não pode ir para { $meld }: esse lugar já é de um joker, e o valor de um joker não
    muda (§3.7).
reasons-house-rules-code =
    { $text } não é um código de regras da casa que este site leia ({ $detail }).
running_out-take =
    O { $active } (o jogador ativo) fica com a carta de cima do descarte em vez de tirar do monte
    (§6.7, §5.1): não é preciso tirar do monte, por isso não se baralha nada, mesmo com o monte
    vazio.
house_rule = Regra da casa para «{ $label }» ({ $clauses }): { $rule }. Neste site: { $base }.
house_rule_changes = Regra da casa para «{ $label }» ({ $clauses }): { $rule }. Neste site: { $base }. Com a regra deste site, a resposta seria outra.
house_rule_same = Regra da casa para «{ $label }» ({ $clauses }): { $rule }. Neste site: { $base }. Com a regra deste site, a resposta seria a mesma.
house_note =
    Regras da casa { $profile }: esta resposta segue as regras desta mesa; as regras citadas são
    as deste site, com as mudanças indicadas, se as houver.
errors-at-line = linha { $line }
errors-at-column = coluna { $column }
errors-at-field = campo «{ $field }»
errors-items-card = carta { $n }
errors-items-meld = combinação { $n }
errors-items-round = ronda { $n }
errors-items-seat = jogador { $n }
errors-items-player = jogador { $n }
errors-items-item = elemento { $n }
errors-given-nothing = um valor vazio
errors-given-yes = um valor que o YAML lê como verdadeiro (true)
errors-given-no = um valor que o YAML lê como falso (false)
errors-given-number = o número { $value }
errors-given-text = o texto { $value }
errors-given-list = uma lista
errors-given-mapping = um conjunto de campos (chave: valor)
errors-given-date = uma data
errors-given-bytes = dados binários
errors-given-other = um valor de outro tipo
errors-expected-cards = cartas, em texto (7♣ 7♦ 7♥) ou numa lista ([7C, 7D, 7H])
errors-expected-card = uma carta, como 7♥ ou JK
errors-expected-melds = uma lista de combinações, cada uma escrita como cartas
errors-expected-integer = um número inteiro
errors-expected-string = texto
errors-expected-array = uma lista
errors-expected-boolean = verdadeiro ou falso
errors-expected-object = um conjunto de campos (chave: valor)
errors-expected-number = um número
errors-expected-null = nada
errors-expected-or = { " ou " }
errors-hints-round = as rondas são de 1 a { $rounds }
errors-hints-count = tem de ser um número de cartas, 0 ou mais
errors-hints-turn = as jogadas numeram-se a partir de 1
errors-hints-seat = os jogadores são de 1 a { $players }
errors-hints-index = as combinações numeram-se a partir de 1
errors-hints-penalties =
    { $rounds ->
        [one] um jogo tem só uma: indique as penalizações dessa ronda
       *[other] um jogo tem { $rounds }: indique as penalizações de 1 a { $rounds } rondas
    }
errors-hints-penalties-row =
    { $players ->
        [one] tem de haver uma para o jogador
       *[other] tem de haver uma por cada um dos { $players } jogadores
    }
errors-hints-penalty = uma penalização é 0 ou mais pontos
errors-hints-players = são precisos { $players } nomes diferentes, pela ordem dos lugares
errors-hints-sizes = são precisos { $players }, um por jogador, pela ordem dos lugares
errors-hints-opened =
    no (ainda não abriu), this-turn (abriu nesta mesma vez) ou earlier (abriu numa jogada anterior)
errors-hints-opened-before =
    no (ainda não tinha aberto) ou earlier (já tinha aberto antes desta vez)
errors-hints-hand-or-size = tem de ser um número de cartas, 0 ou mais
errors-hints-pile-size = tem de ser um número de cartas de 0 a { $pack }
errors-hints-reshuffles =
    o número de vezes que o monte já foi refeito com o descarte nesta ronda vai de 0 a
    { $reshuffles } (se for preciso refazê-lo outra vez, a ronda acaba)
errors-card-unknown-rank = { $token } não é uma carta: o valor escreve-se A, de 2 a 10, J, Q ou K
errors-card-not-a-card = { $token } não é uma carta: escreve-se como 7♥, 10♠, 7H, JK ou JK=7♠
errors-card-missing-suit = { $token } não é uma carta: falta o naipe, ♠ ♥ ♦ ♣ (ou S H D C)
errors-card-unknown-suit = { $token } não é uma carta: o naipe escreve-se ♠ ♥ ♦ ♣ (ou S H D C)
errors-card-not-text = { $token } não é uma carta: uma carta escreve-se como texto, como 7♥
errors-card-empty = falta uma carta: há um lugar vazio na lista
errors-card-joker-value-missing =
    { $token }: um joker declarado leva o seu valor depois de «=», como JK=7♠
errors-card-joker-as-joker = { $token }: um joker representa uma carta natural, não outro joker
errors-card-bad-joker-value =
    { $token }: o valor declarado do joker tem de ser uma carta, como em JK=7♠, ou um valor,
    como em JK=7
errors-card-value-on-natural = { $token }: só um joker leva um valor declarado (JK=7♠)
errors-yaml_kinds-int = número inteiro
errors-yaml_kinds-float = número
errors-yaml_kinds-bool = verdadeiro ou falso
errors-yaml_kinds-timestamp = data
errors-yaml_kinds-binary = dados binários
errors-yaml_kinds-null = valor vazio
errors-yaml_kinds-str = texto
errors-card-notation-at = carta { $pos }: { $what }
errors-unsupported_why-lay-off =
    a fonte catalã não diz quando um jogador pode começar a acrescentar cartas (as regras 5.4 e
    D7 deste site não têm equivalente nela), e os seus grupos têm no máximo 4 cartas
errors-unsupported_why-joker-swap =
    nessa versão podem baixar-se todas as cartas sem descartar, por isso a regra D6 (guardar uma
    carta para o descarte depois de uma troca) não se aplica
errors-unsupported_why-buy =
    a fonte catalã não fala de compra fora da vez; em vez disso tiram-se uma ou mais cartas do
    descarte (V9), o que o motor não modela
errors-unsupported_why-go-out =
    nessa versão sai-se baixando todas as cartas, com ou sem descarte, e podem tirar-se várias
    cartas do descarte (V9, V11)
errors-unsupported_why-draw =
    a fonte catalã não diz nada sobre o monte vazio; as regras 9.1 e 9.2 são só deste site
errors-unsupported_why-other =
    o motor não modela as regras de que esta pergunta depende nessa versão
errors-internal =
    erro interno ({ $error }); por favor, comunique-o com a situação (CONTRATO_DEBUG=1 mostra os
    detalhes)
errors-usage =
    a linha de comandos não se entende; escreva: contrato verdict [FICHEIRO] [--lang pt|es|ca] [--json] [--profile VERSÃO [--compare]]
errors-no-file = o ficheiro não existe
errors-is-folder = é uma pasta, não um ficheiro de situação
errors-cannot-read = não foi possível ler o ficheiro
errors-unknown-profile =
    a versão { $profile } não existe: as versões são { $profiles }; também serve um código de
    regras da casa (h1-…, o «Código das regras» da página «Regras da casa»)
errors-compare-without-house = --compare compara as regras deste site com umas regras da casa: indique-as com --profile h1-…
errors-too-large =
    { $size } bytes: uma situação tem no máximo { $most } KB (todas as cartas do baralho cabem
    em menos de 2 KB)
errors-too-large-read =
    mais de { $most } KB: uma situação tem no máximo { $most } KB (todas as cartas do baralho
    cabem em menos de 2 KB)
errors-not-utf8 = o texto não está em UTF-8 (carácter { $position })
errors-not-utf8-byte = o texto não está em UTF-8 (byte { $position })
errors-yaml-too-deep = não foi lido: tem mais de { $most ->
        [one] { $most } nível aninhado
       *[other] { $most } níveis aninhados
    } (uma situação precisa de 3)
errors-yaml-too-many = não foi lido: com os aliases (*nome) desdobrados tem mais de { $most ->
        [one] { $most } valor
       *[other] { $most } valores
    }
errors-yaml-self-alias =
    não foi lido: o alias { $alias } está dentro do valor que nomeia, e um valor não se contém a
    si próprio
errors-yaml-character =
    não é YAML válido: tem um carácter que o YAML não aceita (um carácter de controlo ou um byte
    inválido)
errors-yaml-syntax =
    não é YAML válido aqui (veja as aspas, os parênteses retos e os dois pontos)
errors-yaml-value = não é YAML válido: { $value } não se lê como { $kind }
errors-yaml-number-too-long = não é YAML válido: um número de { $digits ->
        [one] { $digits } algarismo
       *[other] { $digits } algarismos
    } é demasiado longo
errors-yaml-number-form =
    não é YAML válido: «{ $value }» { $form ->
        [sign] tem o sinal +
        [hex] está escrito na forma 0x (hexadecimal)
        [octal] está escrito na forma 0o (octal)
       *[zero] tem um zero à esquerda
    }; escreva { $number } (os leitores de YAML não leem todos da mesma maneira um zero à esquerda, um sinal
    + ou as formas 0x e 0o)
errors-field-twice = o campo «{ $name }» aparece duas vezes (a primeira na linha { $first })
errors-key-twice =
    { $written } e { $other } (na linha { $first }) dão a mesma chave, { $name }: cada chave só
    pode aparecer uma vez
errors-empty = a situação está vazia: escreva pelo menos «question:» e os seus campos
errors-not-a-mapping-given = uma situação é um conjunto de campos (question: …), não { $given }
errors-missing-question = falta o campo «question»: diga a que pergunta responder ({ $questions })
errors-unknown-question = a pergunta «{ $question }» não existe: as perguntas são { $questions }
errors-unsupported = a versão { $profile } não responde a esta pergunta: { $why }
errors-unsupported-clause =
    a versão { $profile } não permite esta resposta: assenta na regra { $rule } deste site, que
    não tem equivalente nas regras dessa versão
errors-missing-field-of =
    falta o campo «{ $name }»: a pergunta { $question } precisa de { $needs }
errors-unknown-field-of =
    o campo «{ $name }» não existe: a pergunta { $question } tem os campos { $fields }
errors-card-and-cards =
    indique «{ $one }» ou «{ $several }», não os dois: uma carta vai em «{ $one }», várias em
    «{ $several }»
errors-missing-card-or-cards =
    falta o campo «{ $one }» (ou «{ $several }» para várias cartas): a pergunta { $question }
    precisa dele
errors-no-seat = não há jogador { $seat }: os jogadores são de 1 a { $players }
errors-seat-twice =
    o jogador { $seat } aparece duas vezes: cada jogador pede uma só vez, com todas as cartas que
    quer (§6.2)
errors-bought-seat-twice =
    o jogador { $seat } aparece duas vezes: diga uma só vez quantas compras fora da vez fez
errors-wrong-type = tem de ser { $expected }, não { $given }
errors-not-one-of = { $given } não serve aqui: os valores possíveis são { $options }
errors-not-one-of-hint = { $given } não serve aqui: tem de ser { $hint }
# $what: what the list holds (the hint's key: penalties, penalties-row, sizes, players, other)
errors-items-count = { $what ->
        [penalties] { $count ->
            [0] não foi indicada nenhuma ronda
            [one] foi indicada { $count } ronda
           *[other] foram indicadas { $count } rondas
        }
        [penalties-row] { $count ->
            [0] não foi indicada nenhuma penalização
            [one] foi indicada { $count } penalização
           *[other] foram indicadas { $count } penalizações
        }
        [sizes] { $count ->
            [0] não foi indicado nenhum tamanho de mão
            [one] foi indicado { $count } tamanho de mão
           *[other] foram indicados { $count } tamanhos de mão
        }
        [players] { $count ->
            [0] não foi indicado nenhum nome
            [one] foi indicado { $count } nome
           *[other] foram indicados { $count } nomes
        }
       *[other] { $count ->
            [0] não foi indicado nenhum valor
            [one] foi indicado { $count } valor
           *[other] foram indicados { $count } valores
        }
    }, mas { $hint }
errors-items-count-plain = não foi indicado o número certo de valores ({ $count })
errors-not-allowed = { $value } não é permitido: { $hint }
errors-not-allowed-plain = { $value } não é permitido aqui
errors-repeated = há um elemento repetido: { $hint }
errors-repeated-plain = há um elemento repetido: cada um aparece uma só vez
errors-invalid = este valor não é permitido aqui
errors-cards-type = as cartas escrevem-se em texto («7♥ 8♥ JK») ou numa lista de cartas
errors-hand-joker-declared =
    { $token }: um joker na mão ainda não tem valor (o valor declara-se quando o joker é
    jogado); escreva JK
errors-no-cards = não há cartas
errors-not-a-mapping = uma situação é um conjunto de campos
errors-missing-field = falta o campo «{ $name }»
errors-unknown-field = o campo «{ $name }» não existe: os campos são { $fields }
errors-not-a-number = «{ $name }» é um número inteiro, não { $value }
errors-number-range = «{ $name }» vai de { $low } a { $high }, não { $value }
errors-number-at-least = «{ $name }» é { $low } ou mais, não { $value }
errors-table-type = a mesa é uma lista de combinações, cada uma em texto ou numa lista de cartas
errors-table-meld = a combinação { $n } da mesa não é válida: { $reason }
errors-table-meld-neither = a combinação { $n } da mesa não é válida. { $reasons }
errors-table-meld-ambiguous =
    a combinação { $n } da mesa tanto pode ser um grupo como uma sequência: declare o valor dos
    jokers, como JK=7 num grupo ou JK=8♠ numa sequência
errors-table-meld-jokers =
    na combinação { $n } da mesa ({ $meld }), a ordem não diz que carta é cada joker: pode ser {
    $choices }; escreva o valor que foi declarado, como { $example }
errors-opened-value =
    «opened» tem de ser um destes valores: { $allowed } (no: ainda não abriu; this-turn: abriu
    nesta mesma vez; earlier: abriu numa jogada anterior)
errors-opened-final-round =
    «{ $opened }» é impossível: na ronda { $round } quem abre sai logo (§7.4), por isso quem
    ainda está em jogo nunca abriu
errors-opened-empty-table =
    «{ $opened }» é impossível com a mesa vazia: quem abriu baixou lá o seu contrato (§5.2)
errors-this-turn-contract =
    «this-turn» é impossível com esta mesa: quem abriu nesta mesma vez baixou o contrato da
    ronda { $round } com cada combinação no comprimento mínimo exato (§5.2), e ninguém lhe
    acrescentou cartas desde então (§5.4); esse contrato não está na mesa
errors-hand-size-drawn =
    na ronda { $round }, depois de tirar, uma mão tem { $base ->
        [one] { $base } carta
       *[other] { $base } cartas
    }, mais 2 por cada compra fora da vez ({ $base }, { $more }, { $most }…), não { $size }
    (§2.2, §5.1, §6.3)
errors-hand-size-final =
    na ronda { $round } ninguém baixa antes de sair, por isso a mão que fica tem { $base ->
        [one] { $base } carta
       *[other] { $base } cartas
    }, mais 2 por cada compra fora da vez ({ $base }, { $more }…), não { $size } (§7.4, §6.3)
errors-hand-size-unopened =
    na ronda { $round }, quem ainda não abriu tem { $base ->
        [one] { $base } carta
       *[other] { $base } cartas
    }, mais 2 por cada compra fora da vez ({ $base }, { $more }…), não { $size } (§2.2, §5.1,
    §6.3)
errors-hand-size-house =
    na ronda { $round }, com estas regras da casa, uma mão tem de ter { $sizes } cartas, não
    { $size } (§2.2, §6.3)
errors-took-type = «took» tem dois campos: card (a carta) e from (stock ou discard)
errors-one-card = tem de ser uma carta só, não { $count }
errors-took-below =
    «below» é o descarte que estava debaixo da carta tirada: só vai com from: discard
errors-piles-too-big =
    { $stock } (monte) + { $discard } (descarte) cartas: na distribuição vão pelo menos
    { $hands } para as mãos dos { $players } jogadores, por isso o monte e o descarte juntos têm
    no máximo { $most }, e nunca passam disso (§2.6, §2.2)
errors-stock-too-big =
    um monte de { $stock } cartas: depois da distribuição o monte tem no máximo { $most }, e
    nunca passa disso (§2.6)
errors-too-many-cards = { $count } cartas na situação: o baralho só tem { $pack } (§1.2)
errors-table-too-long =
    { $count } combinações: na ronda { $round } a mesa tem no máximo { $most }, as { $n } do
    contrato de cada um dos { $players } jogadores (§4.1, §5.3)
errors-hand-too-big =
    uma mão de { $size } cartas: na ronda { $round } os outros { $others } jogadores têm, na mão
    ou na mesa, pelo menos tantas cartas como as { $deal } que cada um recebeu, por isso uma mão
    tem no máximo { $most } das { $pack } cartas (§2.2, §1.2)
errors-hand-too-big-any =
    uma mão de { $size } cartas: os outros { $others } jogadores têm, na mão ou na mesa, pelo
    menos tantas cartas como as que cada um recebeu, { $deal } ou mais, por isso uma mão tem no
    máximo { $most } das { $pack } cartas (§2.2, §1.2)
errors-needs-round = «{ $name }» vai com «round»: o que uma mão tem depende da ronda (§2.2)
errors-hands-sizes = «hands» indica os { $players } tamanhos de mão, dos lugares 1 a { $players } (§1.1)
errors-hand-size-value = um tamanho de mão é um número de cartas, 0 ou mais
errors-opened-seats = «opened» indica lugares, de 1 a { $players } (§1.1)
errors-seat-opened-final-round = o jogador { $seat } não pode ter aberto: na ronda { $round } quem abre sai
    logo (§7.4), por isso ninguém que ainda joga abriu (§D8)
errors-seat-no-card = o jogador { $seat } já abriu e não tem cartas: quem esvazia a mão sai, e a
    ronda acabou (§5.5, §8.1)
# $stock: o monte depois da distribuição ($round 0: a ronda não foi dada, e o monte não se diz)
errors-first-turn = na primeira jogada da ronda o descarte é só a carta virada na distribuição, { $round ->
        [0] ninguém abriu e cada mão tem só as cartas da distribuição
       *[other] ninguém abriu, cada mão tem só as cartas da distribuição e o monte tem { $stock ->
            [one] { $stock } carta
           *[other] { $stock } cartas
        }
    } (§2.3, §2.6)
errors-discard-turn = na jogada { $turn } o descarte não pode ter { $size ->
        [one] { $size } carta
       *[other] { $size } cartas
    }: começa com uma e
    cada jogada junta-lhe uma, no máximo (§2.3, §5.1)
errors-piles-turn = na jogada { $turn } da ronda { $round } o monte ainda não pode ter acabado
    nem sido refeito, por isso nenhum jogo chega a essa jogada com { $stock ->
        [one] { $stock } carta
       *[other] { $stock } cartas
    } no monte e { $discard } no descarte: a ronda começa com { $start ->
        [one] { $start } carta
       *[other] { $start } cartas
    } no monte e 1 no descarte (§2.6); em cada jogada, o jogador tira uma carta e descarta uma
    (§5.1), e cada compra fora da vez leva a carta de cima do descarte { $from_stock ->
        [0] sem nenhuma do monte
        [one] e uma do monte
       *[other] e { $from_stock } do monte
    } (§6.3)
errors-piles-total =
    o monte ({ $stock }) e o descarte ({ $discard }) têm { $total ->
        [one] { $total } carta
       *[other] { $total } cartas
    } ao todo, e nenhum jogo
    lhes deixa esse total { $round ->
        [0] em nenhuma ronda
       *[other] na ronda { $round }
    }: no início de cada jogada, têm { $step ->
        [0] sempre { $start } cartas, porque com estas regras da casa ninguém compra fora da vez
       *[other] { $other ->
            [0] { $start } cartas
           *[other] { $start } ou { $other ->
                [one] { $other } carta
               *[other] { $other } cartas
            }, conforme a ronda,
        } menos { $step } por cada compra fora da vez feita na ronda{ $other ->
            [0] {" "}({ $start }, { $next }…)
           *[other] {""}
        }{ $known ->
            [0] {""}
           *[other] , e as mãos de quem ainda não abriu mostram { $known ->
                [one] uma compra
               *[other] { $known } compras
            }, por isso no máximo { $most }
        }
    }; a ronda começa com essas cartas no monte e no descarte (§2.6), em cada jogada o jogador
    tira uma carta e descarta uma (§5.1) e o monte refaz-se com o descarte (§9.1), sem mudar o
    total{ $step ->
        [0] {""} (§6.1)
       *[other] , e só uma compra fora da vez lhes tira cartas: a de cima do descarte { $from_stock ->
            [0] sem nenhuma do monte
            [one] e uma do monte
           *[other] e { $from_stock } do monte
        } (§6.3)
    }
errors-cards-count = { $case ->
        [over] as mãos, o monte e o descarte têm { $held ->
        [one] { $held } carta
       *[other] { $held } cartas
    }, mais do que o baralho, que tem
            { $pack } (§1.2, §2.5)
        [least] as mãos, o monte e o descarte têm { $held ->
        [one] { $held } carta
       *[other] { $held } cartas
    }, e sobram para a mesa { $spare },
            quando a mesa só pode ter os contratos de quem abriu, com as cartas acrescentadas: de
            { $least } a { $most } cartas (§2.5, §5.2, §5.3)
        [most] as mãos, o monte e o descarte têm { $held ->
        [one] { $held } carta
       *[other] { $held } cartas
    }, e sobram para a mesa { $spare },
            quando a mesa só pode ter os contratos de quem abriu, com as cartas acrescentadas: de
            { $least } a { $most } cartas (§2.5, §5.2, §5.3)
        [table] as mãos, o monte e o descarte têm { $held ->
        [one] { $held } carta
       *[other] { $held } cartas
    }, e sobram para a mesa { $spare },
            quando a mesa tem { $table } (§2.5)
       *[none] as mãos, o monte e o descarte têm { $held ->
        [one] { $held } carta
       *[other] { $held } cartas
    }, e sobram para a mesa { $spare },
            quando a mesa não tem nenhuma, porque ninguém abriu (§2.5, §5.2)
    }
errors-discard-unlisted-bought = as compras fora da vez chegam às cartas do descarte abaixo das
    { $listed } indicadas, que ninguém sabe quais são: indique-as
errors-kind-value = «kind» é group ou sequence
errors-meld-ambiguous =
    { $meld } pode ser um grupo ou uma sequência: acrescente «kind: group» ou «kind: sequence»,
    ou declare os jokers (JK=7, JK=8♠)
errors-row-length = { $count ->
        [one] { $count } penalização
       *[other] { $count } penalizações
    }: uma por jogador, { $players } ao todo (§1.1)
errors-row-two-zeros = dois jogadores com 0 pontos, mas só quem saiu fica com 0 (§8.2)
errors-row-low =
    uma penalização de { $penalty } é impossível: a mão de quem não sai vale pelo menos
    { $least ->
        [one] { $least } ponto
       *[other] { $least } pontos
    }
errors-row-low-final =
    uma penalização de { $penalty } é impossível: na ronda { $round } quem não sai fica com a
    mão inteira, que vale pelo menos { $least } (§8.1, §7.4)
errors-row-high =
    uma penalização de { $penalty } é impossível: na ronda { $round } uma mão tem no máximo
    { $size } cartas, que valem no máximo { $most } (§8.1, §2.2)
errors-penalties-type = «penalties» tem uma linha por ronda jogada, com um número por jogador
errors-too-many-rounds =
    { $count ->
        [one] { $count } ronda: um jogo tem { $rounds }
       *[other] { $count } rondas: um jogo tem { $rounds }
    }
errors-row-type = as penalizações de uma ronda são uma lista, uma por jogador
errors-penalty-value = uma penalização é 0 ou mais pontos, não { $value }
errors-round-not-rows =
    «round» é o número de rondas jogadas, uma linha de penalizações por ronda; aqui { $rows ->
        [one] há { $rows } linha
       *[other] há { $rows } linhas
    }
errors-players-names = { $players } nomes diferentes, pela ordem dos lugares
errors-asks-type = «asks» liga cada jogador às cartas que pede
errors-draws-value = «draws» é stock ou discard
errors-bought-type = «bought» liga cada jogador ao número de compras fora da vez que já fez nesta ronda
errors-bought-value = tem de ser um número de compras fora da vez, 0 ou mais
errors-not-in-hand =
    a mão não tem { $cards_each } (escreva a mão inteira, com estas cartas; cada carta física conta
    uma vez)
errors-no-meld = não há combinação { $n } na mesa (as combinações vão de 1 a { $melds })
errors-end-value = «end» é low ou high
errors-end-without-joker-to =
    «end» diz em que ponta de «joker_to» fica o joker libertado: indique também «joker_to»
errors-end-on-group =
    a combinação { $n } da mesa é um grupo, e um grupo não tem pontas: retire «end»
errors-swap-card-or-target =
    diga que carta natural põe no lugar do joker («card») ou de que combinação liberta o joker
    («target»)
errors-no-joker-there = a combinação { $n } da mesa não tem nenhum joker
errors-card-or-cards = indique «card» (uma carta) ou «cards» (várias)
errors-hand-too-small =
    { $count ->
        [one] acrescenta-se { $count } carta
       *[other] acrescentam-se { $count } cartas
    }, mas a mão indicada só tem { $size ->
        [one] { $size } carta
       *[other] { $size } cartas
    }
errors-end-alone = «end» vai com uma só carta e uma sequência em «target»
errors-table-empty = a mesa não tem combinações: não há onde acrescentar cartas
