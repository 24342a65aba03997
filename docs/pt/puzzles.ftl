# Textos dos problemas (pt-PT), em Project Fluent (https://projectfluent.org): as mesmas
# mensagens em todas as línguas. O gerador de problemas dá os valores ({ $n }, { $card }…);
# docs/CONTENT.md diz que variáveis acompanham cada um: $x_count (quantos), $x_gender
# (masculine/feminine), $x_article e $x_name (jogadores); { $Player } com maiúscula inicial
# serve para o início da frase. Plurais: { $n -> [one] … *[other] … }, pelas regras do pt-PT
# (0 é plural).
# §4.3 cita uma regra (vira ligação); [[8♥]] desenha cartas. Na vez de cada um, a carta do monte
# ou do descarte *tira-se*; *comprar fora da vez* é só a compra da secção 6.

## Palavras comuns

choices-yes = Sim
choices-no = Não

contracts-r1 = dois grupos
contracts-r2 = um grupo e uma sequência
contracts-r3 = duas sequências
contracts-r4 = três grupos
contracts-r5 = dois grupos e uma sequência
contracts-r6 = um grupo e duas sequências
contracts-r7 = três sequências com a mão inteira

lengths-groups = 3 cartas por grupo
lengths-sequences = 4 cartas por sequência
lengths-both = 3 cartas por grupo e 4 por sequência

melds-group =
    { $n ->
        [one] um grupo
       *[other] { $n } grupos
    }
melds-sequence =
    { $n ->
        [one] uma sequência
       *[other] { $n } sequências
    }
melds-and = { $first } e { $second }

## Os jogadores, pelos lugares 1 a 4 (no sentido do jogo): o nome, o género e o artigo com que
## se diz numa frase («a Ana», «da Ana», «o Bruno», «do Bruno»). Listas: «a, b e c».

players-p1 = Ana
    .gender = feminine
    .article = a
players-p2 = Bruno
    .gender = masculine
    .article = o
players-p3 = Carla
    .gender = feminine
    .article = a
players-p4 = Duarte
    .gender = masculine
    .article = o

join-pair = { $first } e { $second }
join-more = { $first }, { $second }
join-clauses_pair = { $first }, e { $second }
join-clauses_more = { $first }, { $second }
join-either_pair = { $first } ou { $second }
join-either_more = { $first }, { $second }

## A mesa e o jogador

table-heading = Na mesa, as combinações numeradas pela ordem em que foram baixadas:
table-heading_unordered = Na mesa estão estas combinações, numeradas:
table-empty = A mesa ainda não tem combinações.
table-meld = combinação { $n } ({ $cards })
table-meld_short = combinação { $n }
titles-of_rank-A = dos { rank-A.plural }
titles-of_rank-2 = dos { rank-2.plural }
titles-of_rank-3 = dos { rank-3.plural }
titles-of_rank-4 = dos { rank-4.plural }
titles-of_rank-5 = dos { rank-5.plural }
titles-of_rank-6 = dos { rank-6.plural }
titles-of_rank-7 = dos { rank-7.plural }
titles-of_rank-8 = dos { rank-8.plural }
titles-of_rank-9 = dos { rank-9.plural }
titles-of_rank-10 = dos { rank-10.plural }
titles-of_rank-J = dos { rank-J.plural }
titles-of_rank-Q = das { rank-Q.plural }
titles-of_rank-K = dos { rank-K.plural }
titles-when-not-opened = antes de abrir
titles-when-this-turn = na vez em que abre
titles-when-last-card = com a última carta
titles-when-took-discard = depois de tirar { $card_the } do descarte
titles-can-open-pair = Ronda { $round }: { $first } e { $second } do mesmo naipe
titles-can-open-trap_group = Ronda { $round }: a armadilha do grupo { $meld }
titles-can-open-trap_sequence = Ronda { $round }: a armadilha da sequência { $meld }
titles-can-open-shared = Ronda { $round }: { $first } ou { $second }?
titles-can-open-same_rank = Ronda { $round }: dois grupos, { $first } e { $second }
titles-can-open-joker_group = Ronda { $round }: o joker no grupo { $meld }
titles-can-open-joker_sequence = Ronda { $round }: o joker na sequência { $meld }
titles-can-open-copies = Ronda { $round }: { $card } duas vezes
titles-can-open-ace_high = Ronda { $round }: o ás alto na sequência { $meld }
titles-can-open-ace_low = Ronda { $round }: o ás baixo na sequência { $meld }
titles-can-open-too_few =
    { $n ->
        [one] Ronda { $round }: só { $n } carta
       *[other] Ronda { $round }: só { $n } cartas
    }
titles-can-open-melds =
    { $n ->
        [one] Ronda { $round }: abrir com { $melds } e mais { $n } carta?
       *[other] Ronda { $round }: abrir com { $melds } e mais { $n } cartas?
    }
titles-can-open-melds_all = Ronda { $round }: abrir com { $melds }?
titles-can-open-hand = Ronda { $round }: a mão { $cards }
titles-lay-off-sequence = Ronda { $round }: { $card } na sequência { $meld }
titles-lay-off-sequence_when = Ronda { $round }: { $card } na sequência { $meld }, { $when }
titles-lay-off-group = Ronda { $round }: { $card } no grupo { $rank }
titles-lay-off-group_when = Ronda { $round }: { $card } no grupo { $rank }, { $when }
titles-joker-swap-sequence = Ronda { $round }: { $cards } e o joker da sequência { $meld }
titles-joker-swap-sequence_when =
    Ronda { $round }: { $cards } e o joker da sequência { $meld }, { $when }
titles-joker-swap-group = Ronda { $round }: { $cards } e o joker do grupo { $rank }
titles-joker-swap-group_when =
    Ronda { $round }: { $cards } e o joker do grupo { $rank }, { $when }
titles-contract-pair-lay-down = Ronda { $round }: abrir com { $melds }?
titles-contract-pair-later = Ronda { $round }: { $card } entre { $first } e { $second }
titles-buy-ask =
    { $count ->
        [one] { $askers } pede { $cards_the }
       *[other] { $askers } pedem { $cards_the }
    }
titles-buy-asks = Ronda { $round }: { $asks }
titles-buy-dealt = Ronda { $round }: { $asks }, a carta virada na distribuição
titles-buy-takes =
    { $count ->
        [one] Ronda { $round }: { $askers } pede { $card_the }, que { $active } tira do descarte
       *[other] Ronda { $round }: { $askers } pedem { $card_the }, que { $active } tira do descarte
    }
titles-buy-takes_alone = Ronda { $round }: { $active } tira { $card_the } do descarte
titles-final-round-melds =
    { $n ->
        [one] Ronda { $round }: sair com { $melds } e mais { $n } carta?
       *[other] Ronda { $round }: sair com { $melds } e mais { $n } cartas?
    }
titles-final-round-melds_all = Ronda { $round }: sair com { $melds }?
titles-final-round-hand =
    { $n ->
        [one] Ronda { $round }: sair com { $n } carta?
       *[other] Ronda { $round }: sair com { $n } cartas?
    }
titles-penalty-cards =
    { $count ->
        [one] Ronda { $round }: quantos pontos vale { $cards }?
       *[other] Ronda { $round }: quantos pontos valem { $cards }?
    }
titles-penalty-hand =
    { $n ->
        [one] Ronda { $round }: { $n } carta, com { $parts }
       *[other] Ronda { $round }: { $n } cartas, com { $parts }
    }
titles-penalty-size =
    { $n ->
        [one] Ronda { $round }: quantos pontos vale { $n } carta?
       *[other] Ronda { $round }: quantos pontos valem { $n } cartas?
    }
titles-penalty-jokers =
    { $n ->
        [1] um joker
        [2] dois jokers
        [3] três jokers
        [4] quatro jokers
        [5] cinco jokers
        [6] seis jokers
        [7] sete jokers
        [8] oito jokers
        [9] nove jokers
        [10] dez jokers
       *[other] { $n } jokers
    }
titles-penalty-aces =
    { $n ->
        [1] um ás
        [2] dois ases
        [3] três ases
        [4] quatro ases
        [5] cinco ases
        [6] seis ases
        [7] sete ases
        [8] oito ases
        [9] nove ases
        [10] dez ases
       *[other] { $n } ases
    }
titles-penalty-faces =
    { $n ->
        [1] uma figura
        [2] duas figuras
        [3] três figuras
        [4] quatro figuras
        [5] cinco figuras
        [6] seis figuras
        [7] sete figuras
        [8] oito figuras
        [9] nove figuras
        [10] dez figuras
       *[other] { $n } figuras
    }
titles-running-out-draw = Ronda { $round }, jogada { $turn }: { $player } tira quando { $stock }
titles-running-out-take =
    Ronda { $round }, jogada { $turn }: { $player } tira do descarte quando { $stock }
titles-running-out-buy =
    Ronda { $round }, jogada { $turn }: { $player } compra fora da vez quando { $stock }
titles-running-out-stock_empty = o monte está vazio
titles-running-out-stock =
    { $n ->
        [one] o monte tem { $n } carta
       *[other] o monte tem { $n } cartas
    }
titles-running-out-stock_empty_rebuilt =
    { $times ->
        [one] o monte está vazio e já foi refeito uma vez
        [2] o monte está vazio e já foi refeito duas vezes
        [3] o monte está vazio e já foi refeito três vezes
       *[other] o monte está vazio e já foi refeito { $times } vezes
    }
titles-running-out-stock_rebuilt =
    { $n ->
        [one] o monte tem { $n } carta
       *[other] o monte tem { $n } cartas
    } e já foi refeito { $times ->
        [one] uma vez
        [2] duas vezes
        [3] três vezes
       *[other] { $times } vezes
    }
titles-standings-final = Fim do jogo
titles-standings-partial = Depois da ronda { $round }
titles-standings-top =
    { $stage } (mão mais cara: { $points ->
        [one] { $points } ponto
       *[other] { $points } pontos
    } { $player_article ->
        [o] do { $player_name }
       *[other] da { $player_name }
    } na ronda { $at })
titles-standings-void =
    { $stage } (mão mais cara: { $points ->
        [one] { $points } ponto
       *[other] { $points } pontos
    } { $player_article ->
        [o] do { $player_name }
       *[other] da { $player_name }
    } na ronda { $at }; { $count ->
        [one] ronda { $rounds }
       *[other] rondas { $rounds }
    } sem vencedor)

opened-no = Ainda não abriu nesta ronda.
opened-this-turn = Abriu nesta mesma vez.
opened-earlier = Abriu numa jogada anterior.

ends-low = ponta de baixo
ends-high = ponta de cima

refusals-not-opened = Ainda não abriu, e quem não abriu não acrescenta cartas nem troca jokers
    (§D7).
refusals-opening-turn-lay-off = Abriu nesta mesma vez: só a partir da sua vez seguinte pode
    acrescentar cartas (§5.4).
refusals-opening-turn-swap = Abriu nesta mesma vez: só quem abriu numa jogada anterior troca
    jokers, tal como só a partir da vez seguinte se acrescentam cartas (§7.1, §5.4).
refusals-final-round = Na ronda 7 não há fase de acrescentar cartas: ninguém as acrescenta nem
    troca jokers, e quem abre sai logo (§7.4, §D8).
refusals-keep-discard = Ficaria sem cartas na mão, e antes da ronda final tem sempre de guardar
    uma carta para o descarte obrigatório (§5.5).

remarks-source-11 = É o exemplo comentado das regras (§11). O [[8♥]] serviria numa combinação de
    outro jogador, mas na vez em que abre não pode acrescentar cartas: tem de esperar pela sua
    vez seguinte (§5.4). Depois de abrir, termina a vez com um descarte.
remarks-source-8-3 = É o exemplo da regra §8.3.
remarks-no-wrap = Atenção: rei, ás, dois e três do mesmo naipe não formam uma sequência. O ás é
    baixo ou alto, e uma sequência não dá a volta (§3.3).
remarks-discard-top-only =
    Do descarte só se tira a carta de cima (§5.1), e também só essa se pode comprar fora da vez
    (§6.2): as cartas que ficam por baixo dela não estão ao alcance.

## Pode abrir?

can-open-question = Pode abrir agora, nesta vez?
can-open-situation-contract = Ronda { $round }. Contrato: { $contract }.
can-open-situation-hand =
    A sua mão, já com a carta que tirou nesta vez ({ $size ->
        [one] { $size } carta
       *[other] { $size } cartas
    }):
can-open-situation-took_stock =
    A sua mão depois de tirar { $card_the } do monte ({ $size ->
        [one] { $size } carta
       *[other] { $size } cartas
    }):
can-open-situation-took_discard =
    A sua mão depois de tirar { $card_the } do descarte ({ $size ->
        [one] { $size } carta
       *[other] { $size } cartas
    }):
can-open-situation-purchases =
    { $n ->
        [one] Nesta ronda já fez uma compra fora da vez; por isso tem mais 2 cartas do que o
            normal.
       *[other] Nesta ronda já fez { $n } compras fora da vez; por isso tem mais { $extra }
            cartas do que o normal.
    }
can-open-situation-below =
    No descarte, por baixo { $card_gender ->
        [feminine] da
       *[masculine] do
    } { $card } que tirou, { $n ->
        [one] fica uma carta:
       *[other] ficam, de cima para baixo:
    }
can-open-answer-yes =
    { $n ->
        [one] Sim, pode abrir; só há uma maneira de o fazer.
       *[other] Sim, pode abrir; há { $n } maneiras de o fazer.
    }
can-open-answer-no_same_suit = Não, o contrato só se forma com duas sequências do mesmo naipe
    contíguas, e isso não é permitido.
can-open-answer-no_contract = Não, a mão não tem o contrato completo.
can-open-answer-no_final = Não, a mão inteira não se divide em três sequências válidas.
can-open-answer-no_too_few = Não, não tem cartas suficientes.
can-open-explain-contract = Na ronda { $round }, o contrato pede { $contract } (§4.1), cada
    combinação com o comprimento exato: { $lengths } (§5.2).
can-open-explain-contract_final = Na ronda 7 o contrato são três sequências com a mão inteira,
    cada uma com pelo menos 4 cartas (§4.1, §7.4).
can-open-explain-ways =
    { $n ->
        [one] Só há uma maneira de abrir:
       *[other] Há { $n } maneiras de abrir:
    }
can-open-explain-ways_many = Há { $n } maneiras de abrir; eis { $shown } delas:
can-open-explain-keep_discard =
    { $n ->
        [one] Depois de abrir fica-lhe 1 carta na mão, que será o descarte obrigatório (§5.5).
       *[other] Depois de abrir ficam-lhe { $n } cartas na mão, e uma delas será o descarte
            obrigatório (§5.5).
    }
can-open-explain-whole_hand = As { $n } cartas vão todas para a mesa de uma vez, e sai sem
    descartar (§7.4).
can-open-explain-joker_low = Em { $meld }, o joker está na ponta de baixo e fica como { $card }
    (§3.7, §D2).
can-open-explain-joker_high = Em { $meld }, o joker está na ponta de cima e fica como { $card }
    (§3.7, §D2).
can-open-explain-joker_middle = Em { $meld }, o joker preenche o lugar que falta e fica
    como { $card } (§3.7, §D2).
can-open-explain-joker_group = Em { $meld }, { $count ->
        [one] o joker toma
       *[other] cada joker toma
    } o valor do grupo: { $rank } (§3.7).
can-open-explain-group_of_jokers = { $meld } é um grupo só de jokers, declarado com o valor
    { $rank } (§3.7, §D1).
can-open-explain-joker_choice = Algumas destas maneiras só diferem no valor declarado do joker:
    cada valor faz uma abertura diferente (§D2).
can-open-explain-joker_choice_group = Algumas destas maneiras só diferem no valor declarado dos jokers de um grupo só de
    jokers: cada valor faz uma abertura diferente (§3.7, §D1).
can-open-explain-ace_high = Em { $meld }, o ás é alto, acima do rei (§3.3).
can-open-explain-ace_low = Em { $meld }, o ás é baixo, abaixo do dois (§3.3).
can-open-explain-group_two_copies = { $meld } usa os dois exemplares { $card_gender ->
        [feminine] da
       *[masculine] do
    } { $card }: há dois
    baralhos, e num grupo os naipes podem repetir-se (§1.2, §3.1).
can-open-explain-same_suit_gap = { $first } e { $second } são do mesmo naipe, mas há um
    intervalo entre elas, por isso não são contíguas (§4.3).
can-open-explain-same_suit_overlap = { $first } e { $second } são do mesmo naipe e sobrepõem-se,
    cada uma com as suas próprias cartas físicas, o que é permitido (§4.3, §3.6).
can-open-explain-same_rank_groups = { $first } e { $second } são dois grupos do mesmo valor, o
    que é permitido (§D11).
can-open-explain-trap = Cuidado com a armadilha: { $meld } também é { $kind }, mas usa cartas de
    que o resto do contrato precisa, e cada carta física só entra numa combinação (§3.6).
can-open-explain-blocked =
    { $n ->
        [one] Sem a regra §4.3 haveria uma maneira de abrir:
       *[other] Sem a regra §4.3 haveria { $n } maneiras de abrir:
    }
can-open-explain-blocked_many = Sem a regra §4.3 haveria { $n } maneiras de abrir; eis
    { $shown } delas:
can-open-explain-blocked_why = Mas { $first } e { $second } são do mesmo naipe e contíguas: uma
    acaba mesmo antes de a outra começar. Duas sequências do contrato com o mesmo naipe precisam
    de um intervalo entre elas, ou de se sobreporem com cartas físicas diferentes (§4.3).
can-open-explain-partial = O contrato completo pede ainda { $missing }; o máximo que consegue
    formar { $shown ->
        [one] é esta combinação
       *[other] são estas combinações
    } (§4.1, §5.2):
can-open-explain-nothing = A mão não forma nenhuma das combinações do contrato (§4.1).
can-open-explain-shared =
    { $meld } também é { $kind }, mas precisa { $cards_count ->
        [one] { $cards_gender ->
            [feminine] da
           *[masculine] do
        } { $cards }
       *[other] das cartas { $cards }
    }, e { $copies ->
        [one] o único exemplar que a mão tem já está { $shown ->
            [one] na combinação acima
           *[other] numa das combinações acima
        }
       *[other] os exemplares que a mão tem já estão todos { $shown ->
            [one] na combinação acima
           *[other] nas combinações acima
        }
    }: cada carta física só entra numa combinação (§3.6).
can-open-explain-shared_joker =
    { $meld } também é { $kind }, mas precisa { $n ->
        [one] de um joker
       *[other] de { $n } jokers
    }, e { $free ->
        [0] { $copies ->
            [one] o único joker da mão já está { $shown ->
                [one] na combinação acima
               *[other] numa das combinações acima
            }
           *[other] os { $copies } jokers da mão já estão todos { $shown ->
                [one] na combinação acima
               *[other] nas combinações acima
            }
        }
       *[other] fora { $shown ->
            [one] da combinação acima
           *[other] das combinações acima
        } a mão só tem { $free ->
            [one] um joker
           *[other] { $free } jokers
        }
    }: cada carta física só entra numa combinação (§3.6).
can-open-explain-final_three = Consegue formar três sequências de 4 cartas, por exemplo estas,
    mas nenhuma maneira de as fazer usa as { $n } cartas todas, e na ronda 7 abre-se com a mão
    inteira (§7.4):
can-open-explain-final_some =
    { $n ->
        [one] O máximo que consegue formar é uma sequência de 4 cartas; faltam mais duas para
            levar a mão inteira para a mesa (§7.4):
       *[other] O máximo que consegue formar são { $n } sequências de 4 cartas; falta a terceira
            para levar a mão inteira para a mesa (§7.4):
    }
can-open-explain-final_nothing = A mão não forma nenhuma sequência de 4 cartas do mesmo naipe
    (§3.2), e na ronda 7 abre-se com a mão inteira em sequências (§7.4).
can-open-explain-too_few =
    { $n ->
        [one] Tem 1 carta
       *[other] Tem { $n } cartas
    }: o contrato precisa de { $need }, e tem de lhe sobrar uma para o descarte obrigatório
    (§5.5).
can-open-explain-too_few_final =
    { $n ->
        [one] Tem 1 carta
       *[other] Tem { $n } cartas
    }, e as três sequências da ronda 7 precisam de pelo menos { $need } (§7.4).

## Quantos pontos?

penalty-question = Quantos pontos de penalização marca nesta ronda?
penalty-situation-left =
    Ronda { $round }. Outro jogador acabou de sair, e a ronda terminou. { $n ->
        [one] Na sua mão ficou 1 carta:
       *[other] Na sua mão ficaram { $n } cartas:
    }
penalty-situation-left_final =
    Ronda { $round }. Outro jogador abriu com a mão inteira e saiu, e a ronda terminou. { $n ->
        [one] Ficou-lhe 1 carta na mão:
       *[other] Ficaram-lhe na mão todas as { $n } cartas:
    }
penalty-answer =
    { $n ->
        [one] { $n } ponto de penalização.
       *[other] { $n } pontos de penalização.
    }
penalty-explain-values = Cada carta que fica na mão conta para a penalização (§8.1): K, Q e J
    valem 10; o ás vale 15; o joker vale 15; do 2 ao 10, o número da carta.
penalty-explain-breakdown = Somando: { $items } = **{ $total }**.
penalty-explain-final_round = Na ronda 7 ninguém baixa cartas antes de sair (§7.4), por isso
    quem não saiu paga a mão inteira.
penalty-explain-wrong = As outras respostas vêm de enganos frequentes:
penalty-mistakes-ace-as-1 = **{ $value }**: { $n ->
        [one] contar o ás como 1
       *[other] contar os ases como 1
    }. O ás pode ser baixo numa sequência (§3.3), mas na mão vale sempre 15 (§8.1).
penalty-mistakes-joker-as-0 = **{ $value }**: { $n ->
        [one] não contar o joker
       *[other] não contar os jokers
    }. Na mão, um joker vale 15 (§8.1, §D12).
penalty-mistakes-faces-as-rank = **{ $value }**: contar J, Q e K como 11, 12 e 13. As figuras
    valem 10 cada uma (§8.1).
penalty-mistakes-forgot-card = **{ $value }**: esquecer-se { $card_gender ->
        [feminine] da
       *[masculine] do
    } { $card }. Todas as cartas que
    ficam na mão contam (§8.1).
penalty-mistakes-counted-twice = **{ $value }**: contar { $card_the } duas vezes. Cada carta física
    conta uma só vez (§3.6, §8.1).
penalty-mistakes-two-as-wild = **{ $value }**: contar cada 2 como se fosse um joker (15 pontos).
    Neste jogo só os jokers substituem outras cartas; um 2 é uma carta natural e vale 2 (§1.3,
    §8.1).
penalty-mistakes-ace-as-10 = **{ $value }**: { $n ->
        [one] contar o ás como uma figura (10 pontos)
       *[other] contar os ases como figuras (10 pontos cada um)
    }. O ás vale 15 (§8.1).
penalty-mistakes-joker-as-10 = **{ $value }**: { $n ->
        [one] contar o joker como uma figura (10 pontos)
       *[other] contar os jokers como figuras (10 pontos cada um)
    }. O joker vale 15 (§8.1).
## Pode acrescentar?

lay-off-question = Pode acrescentar { $card_the } à combinação { $n } agora, nesta vez?
lay-off-situation-round = Ronda { $round }.
lay-off-situation-hand =
    A sua mão, já com a carta que tirou nesta vez ({ $size ->
        [one] { $size } carta
       *[other] { $size } cartas
    }):
lay-off-situation-hand_now =
    A sua mão agora, depois das cartas que já jogou nesta vez ({ $size ->
        [one] { $size } carta
       *[other] { $size } cartas
    }):
lay-off-situation-took =
    A sua mão depois de tirar { $card_the } do descarte ({ $size ->
        [one] { $size } carta
       *[other] { $size } cartas
    }):
lay-off-choices-low = Sim, mas só na ponta de baixo
lay-off-choices-high = Sim, mas só na ponta de cima
lay-off-choices-both = Sim, em qualquer das pontas, à escolha
lay-off-choices-no = Não
lay-off-choices-yes = Sim
lay-off-answer-low = Sim, mas só na ponta de baixo.
lay-off-answer-high = Sim, mas só na ponta de cima.
lay-off-answer-both = Sim, em qualquer das duas pontas: ao acrescentar a carta, diga em que
    ponta fica.
lay-off-answer-no = Não, agora não pode acrescentar essa carta a essa combinação.
lay-off-answer-no_fit = Não: essa carta não cabe nessa combinação.
lay-off-answer-yes = Sim, pode acrescentar essa carta agora.
lay-off-explain-may =
    { $n ->
        [one] Abriu numa jogada anterior e, depois de acrescentar, fica-lhe 1 carta na mão para o
            descarte obrigatório, por isso pode acrescentar nesta vez (§5.4, §5.5).
       *[other] Abriu numa jogada anterior e, depois de acrescentar, ficam-lhe { $n } cartas na
            mão, uma delas para o descarte obrigatório, por isso pode acrescentar nesta vez
            (§5.4, §5.5).
    }
lay-off-explain-may_but =
    { $n ->
        [one] Nesta vez até pode acrescentar cartas: abriu numa jogada anterior e, se
            acrescentasse esta, ainda lhe ficaria 1 carta na mão para o descarte obrigatório
            (§5.4, §5.5). O problema é a combinação:
       *[other] Nesta vez até pode acrescentar cartas: abriu numa jogada anterior e, se
            acrescentasse esta, ainda lhe ficariam { $n } cartas na mão, uma delas para o
            descarte obrigatório (§5.4, §5.5). O problema é a combinação:
    }
lay-off-explain-otherwise = Quanto à combinação em si, numa jogada em que pudesse acrescentar:
lay-off-explain-end_ok = Na { $end } da { $meld }, { $card_the } é a carta que a continua: a
    sequência fica { $result } (§3.4).
lay-off-explain-end_ok_joker = Na { $end } da { $meld }, o joker entra com o valor desse lugar,
    { $jk }, e a sequência fica { $result } (§3.4, §3.7, §D2).
lay-off-explain-end_no_next = Na { $end } da { $meld } só entra { $needed_the }, ou um joker no seu lugar, e { $card_the }
    não é essa carta: uma sequência só cresce com cartas do seu naipe, sem saltar valores (§3.2).
lay-off-explain-end_no_ace = A { $end } da { $meld } é um ás, e nada vai para baixo de um ás
    baixo nem para cima de um ás alto (§3.3, §3.4).
lay-off-explain-full = A { $meld } já tem 14 cartas, de ás a ás, o máximo de uma sequência: não
    leva mais nenhuma carta (§3.4).
lay-off-explain-both_joker = O joker cabe nas duas pontas: ao acrescentar a carta, diga em que
    ponta fica, e o joker toma o valor desse lugar (§D2).
lay-off-explain-both_ace = O ás pode ser baixo, antes do dois, ou alto, depois do rei: { $card_the }
    cabe nas duas pontas, e ao acrescentar a carta diga em que ponta fica (§3.3).
lay-off-explain-group_ok = { $Card_the } tem o valor do grupo ({ $rank }), e um grupo cresce com
    mais cartas do seu valor, sem outro limite além das cartas que existem (§3.5).
lay-off-explain-group_ok_joker = Um joker junta-se à { $meld } com o valor do grupo, { $rank }
    (§3.5, §3.7).
lay-off-explain-group_no = { $Card_the } não tem o valor da { $meld } ({ $rank }), e um grupo só
    cresce com cartas do seu valor (§3.5).
lay-off-explain-group_of_jokers = A { $meld } é um grupo só de jokers, declarado com o valor
    { $rank }, e esse valor fica fixo (§D1, §3.7).
lay-off-explain-elsewhere = Noutra combinação, sim, podia acrescentar essa carta já: na { $meld } (§5.4).
lay-off-explain-goes_out = A seguir descarta { $card_the }, a carta que tirou do descarte nesta vez,
    e sai: pode descartar a mesma carta que tirou do descarte (§5.5, §D10).

## Trocar o joker?

joker-swap-question = Qual destas opções é permitida agora, nesta vez?
joker-swap-situation-round = Ronda { $round }.
joker-swap-situation-hand =
    A sua mão, já com a carta que tirou nesta vez ({ $size ->
        [one] { $size } carta
       *[other] { $size } cartas
    }):
joker-swap-situation-hand_now =
    A sua mão agora, depois das cartas que já jogou nesta vez ({ $size ->
        [one] { $size } carta
       *[other] { $size } cartas
    }):
joker-swap-move-end =
    Trocar o joker da { $meld } { $natural_gender ->
        [feminine] pela
       *[masculine] pelo
    } { $natural } e pôr o joker na { $end } da { $to }
joker-swap-move-group =
    Trocar o joker da { $meld } { $natural_gender ->
        [feminine] pela
       *[masculine] pelo
    } { $natural } e pôr o joker na { $to }
joker-swap-move-none = Nenhuma destas opções é permitida agora
joker-swap-place-end = a { $end } da { $meld } (como { $jk })
joker-swap-place-group = a { $meld } (como { $jk })
joker-swap-answer-move = { $move }.
joker-swap-answer-none = Nenhuma: agora não é permitida nenhuma destas opções.
joker-swap-explain-may = Abriu numa jogada anterior, por isso, ao acrescentar cartas, pode trocar o
    joker de uma sequência pela carta natural exata que ele representa, do mesmo valor e do
    mesmo naipe (§7.1).
joker-swap-explain-swap = Com { $natural_article } { $natural } pode libertar o joker da
    { $meld }; nesta mesma vez, o joker { $places_count ->
        [one] só pode ir para { $places }
       *[other] vai para um destes lugares: { $places }
    } (§7.1, §7.2).
joker-swap-explain-swap_many = Com { $natural_article } { $natural } pode libertar o joker da
    { $meld }; nesta mesma vez, o joker pode ir para { $n } lugares da mesa (§7.1, §7.2), por
    exemplo: { $places }.
joker-swap-explain-none = Agora não há nenhuma troca de joker permitida.
joker-swap-explain-wrong = As outras opções:
joker-swap-explain-keep_never = O joker libertado nunca fica na mão: vai para a mesa nesta mesma
    vez, com o valor do lugar onde fica (§7.2, §3.7).
joker-swap-explain-group_jokers = O joker da { $meld } está num grupo e fica onde está: os
    jokers dos grupos não se recuperam (§7.3).
joker-swap-wrong-none = { $move }: há, sim, uma troca permitida (§7.1, §7.2).
joker-swap-wrong-group = { $move }: não, o joker da { $meld } está num grupo, e os jokers dos
    grupos não se recuperam (§7.3).
joker-swap-wrong-not-exact = { $move }: não, o joker da { $meld } está declarado como { $jk }, e só a carta
    natural exata, do mesmo valor e do mesmo naipe, o liberta (§7.1).
joker-swap-wrong-keep-discard = { $move }: não, depois de pôr { $natural_article } { $natural } no lugar do joker
    ficaria sem nenhuma carta para descartar, e a troca só é permitida se ainda lhe sobrar uma
    (§D6, §5.5).
joker-swap-wrong-nowhere = { $move }: não, o joker libertado não caberia em nenhuma combinação
    da mesa nesta vez, e não se pode guardar (§D6, §7.2).
joker-swap-wrong-beyond-ace = { $move }: não, a { $end } da { $to } é um ás, e nada vai para lá
    de um ás (§3.4).
joker-swap-wrong-full = { $move }: não, a { $to } já tem 14 cartas, o máximo de uma sequência
    (§3.4).
joker-swap-wrong-not-opened = { $move }: não, quem ainda não abriu não troca jokers (§D7).
joker-swap-wrong-opening-turn = { $move }: não, quem abriu nesta mesma vez ainda não troca
    jokers (§7.1).

## Duas sequências do mesmo naipe

contract-pair-question-lay-down = Pode abrir com estas combinações?
contract-pair-question-later = Pode acrescentar { $card_the } à combinação { $n } agora, nesta vez?
contract-pair-situation-lay-down = Ronda { $round }. Contrato: { $contract }. Quer abrir com
    estas combinações:
contract-pair-situation-final = Ronda { $round }. Depois de tirar, tem { $n } cartas e quer
    abrir com a mão inteira assim:
contract-pair-situation-later = Ronda { $round }. Contrato: { $contract }. Abriu numa jogada
    anterior; além da carta da pergunta, tem outras na mão. Na mesa estão, desde uma jogada
    anterior, estas combinações de outro jogador; as duas primeiras são do mesmo naipe:
contract-pair-situation-later_pair = Ronda { $round }. Contrato: { $contract }. Abriu numa
    jogada anterior; além da carta da pergunta, tem outras na mão. Na mesa estão, desde uma
    jogada anterior, estas duas combinações de outro jogador, do mesmo naipe:
contract-pair-answer-yes = Sim, o contrato é válido.
contract-pair-answer-no = Não, estas duas sequências do mesmo naipe são contíguas, e isso não é
    permitido no contrato.
contract-pair-answer-later_yes = Sim, pode acrescentar essa carta, mesmo que as duas sequências
    fiquem contíguas.
contract-pair-answer-later_yes_joker = Sim, pode acrescentar o joker; se o puser na ponta que preenche o
    intervalo, as duas sequências ficam contíguas, e isso é permitido.
contract-pair-answer-later_no = Não, essa carta não cabe ali.
contract-pair-explain-rule = Na ronda { $round } o contrato pede { $contract } (§4.1). Duas
    sequências do contrato com o mesmo naipe não podem ser contíguas: entre elas tem de haver um
    intervalo, ou então têm de se sobrepor, cada uma com as suas próprias cartas físicas (§4.3).
contract-pair-explain-rule_final = Na ronda 7 o contrato são três sequências com a mão inteira,
    de 4 ou mais cartas cada uma (§4.1, §7.4), e a regra das sequências do mesmo naipe vale
    também aqui: não podem ser contíguas (§4.3).
contract-pair-explain-contiguous = A { $first } acaba { $a_gender ->
        [feminine] na
       *[masculine] no
    } { $a } e a { $second } começa logo a
    seguir, { $b_gender ->
        [feminine] na
       *[masculine] no
    } { $b }: são contíguas, e por isso não podem ser baixadas juntas no contrato
    (§4.3).
contract-pair-explain-gap = Entre a { $first } e a { $second } há um intervalo: { $gap_count ->
        [one] falta
       *[other] faltam
    } { $gap_each }, por isso não são contíguas (§4.3).
contract-pair-explain-overlap = A { $first } e a { $second } sobrepõem-se: { $overlap_each } { $overlap_count ->
        [one] está nas duas, e cada uma usa o seu exemplar dessa carta
       *[other] estão nas duas, e cada uma usa o seu exemplar dessas cartas
    }, pois há dois baralhos: é permitido (§4.3, §3.6, §1.2).
contract-pair-explain-overlap_joker = A { $first } e a { $second } sobrepõem-se: { $overlap_each } { $overlap_count ->
        [one] está nas duas, e cada uma usa o seu exemplar dessa carta
       *[other] estão nas duas, e cada uma usa o seu exemplar dessas cartas
    }, pois há dois baralhos; { $jokered_each } também, mas { $jokered_count ->
        [one] numa delas é um joker
       *[other] em cada um desses lugares uma delas tem um joker
    }: é permitido (§4.3, §3.6, §1.2, §3.7).
contract-pair-explain-overlap_jokers_only = A { $first } e a { $second } sobrepõem-se: { $jokered_each } { $jokered_count ->
        [one] está nas duas, mas numa delas é um joker
       *[other] estão nas duas, mas em cada um desses lugares uma delas tem um joker
    }: é permitido (§4.3, §3.7).
contract-pair-explain-ace = A { $low } parte do ás baixo e a { $high } acaba no ás alto,
    mas uma sequência não dá a volta pelo ás: não são contíguas (§3.3, §4.3).
contract-pair-explain-jokers =
    { $wilds_count ->
        [one] O joker conta no lugar que lhe foi declarado: { $wilds } (§4.3, §D2).
       *[other] Cada joker conta no lugar que lhe foi declarado: { $wilds_each } (§4.3, §D2).
    }
contract-pair-explain-close_later = Depois de as sequências estarem na mesa, as cartas
    acrescentadas podem preencher o intervalo entre elas (§4.4).
contract-pair-explain-later = Quando foram baixadas, entre a { $first } e a { $second } havia um
    intervalo, como pede a regra (§4.3): { $gap_count ->
        [one] faltava
       *[other] faltavam
    } { $gap_each }.
contract-pair-explain-may = Abriu numa jogada anterior, por isso pode acrescentar cartas nesta vez
    (§5.4).
contract-pair-explain-closes = Acrescentar { $card_the } na { $end } da { $meld } preenche esse
    intervalo, e isso é permitido: a regra só se aplica quando se baixa o contrato, e as cartas
    acrescentadas depois podem preenchê-lo (§4.4, §3.4). A sequência fica { $result }; as duas
    sequências ficam seguidas, mas continuam a ser duas combinações.
contract-pair-explain-joker_either = O joker também cabe na { $end } da { $meld }, como { $jk },
    e aí o intervalo continua por preencher: ao acrescentá-lo, diga em que ponta fica (§3.4, §D2).
contract-pair-explain-no_fit = Mas { $card_the } não entra na { $end } da { $meld }: só cabe ali a
    carta do mesmo naipe que a prolonga, sem saltar valores (§3.2).

## Quem compra fora da vez?

buy-question = Quem fica com que cartas?
buy-situation-round = Ronda { $round }, jogada { $turn }: joga { $active }.
buy-situation-dealt = É a primeira jogada da ronda: o descarte só tem { $card_the }, a carta virada na
    distribuição.
buy-situation-discard =
    { $Discarder } acabou de descartar. { $n ->
        [one] O descarte tem 1 carta: { $cards }
       *[other] O descarte tem { $n } cartas; { $cards_count ->
            [one] a de cima: { $cards }
           *[other] as de cima, de cima para baixo: { $cards }
        }
    }
buy-situation-stock =
    { $n ->
        [one] No monte resta 1 carta, virada para baixo: { $cards }
       *[other] No monte há { $n } cartas, viradas para baixo; { $cards_count ->
            [one] a de cima: { $cards }
           *[other] as de cima, pela ordem em que saem: { $cards }
        }
    }
buy-situation-players = Os jogadores, pela ordem do jogo a partir do jogador ativo:
buy-situation-player =
    { $player_name }: { $n ->
        [one] 1 carta na mão
       *[other] { $n } cartas na mão
    }; ainda não abriu
buy-situation-player_opened =
    { $player_name }: { $n ->
        [one] 1 carta na mão
       *[other] { $n } cartas na mão
    }; já abriu
buy-situation-draws = { $Active } escolhe o monte em vez de ficar com a carta de cima do
    descarte, mas só tira depois de resolvidos os pedidos de compra fora da vez.
buy-situation-takes = { $Active } fica com a carta de cima do descarte.
buy-situation-asks_intro = Os pedidos, por esta ordem: { $asks }.
buy-situation-asks = { $player } pede { $cards_each }
buy-choice = { $Outcome }
buy-answer = { $Outcome }.
buy-gets = { $player } fica com { $cards_each }
buy-gets_then = { $player } fica com { $cards_each }
buy-size =
    { $player } com { $n ->
        [one] 1 carta
       *[other] { $n } cartas
    }
buy-explain-window = { $Active } escolhe o monte em vez de ficar com { $card_the }: antes de
    tirar, os outros podem comprar fora da vez a carta de cima do descarte (§6.1).
buy-explain-takes = { $Active } fica com { $card_the }, a carta de cima do descarte, sem
    penalização, e por isso ninguém a compra; o jogador ativo nunca compra fora da vez (§6.7, §D3).
buy-explain-dealt = { $Card_the } é a carta virada na distribuição para começar o descarte (§2.3), e
    conta como qualquer outra carta de cima do descarte (§D13).
buy-explain-purchase = { $Player } compra { $card_the } e leva também { $penalty_the }, a carta de cima
    do monte, como penalização; não baixa nem descarta por isso (§6.2, §6.3).
buy-explain-next = Fica por cima { $card_the }, que se pode comprar pelo mesmo preço (§6.4).
buy-explain-priority =
    { $Player } também pediu { $card_the }, mas, a contar { $active_gender ->
        [feminine] da
       *[masculine] do
    } { $active_name }, a vez { $buyer_gender ->
        [feminine] da
       *[masculine] do
    } { $buyer_name } chega primeiro, e a carta fica para { $buyer_gender ->
        [feminine] ela
       *[masculine] ele
    } (§6.2).
buy-explain-discarder = { $Player } descartou { $card_the } e também { $card_gender ->
        [feminine] a
       *[masculine] o
    } pediu: pode, mas tem a
    prioridade mais baixa, e a carta fica para { $buyer } (§D3, §6.2).
buy-explain-consecutive = { $Player } comprou a carta anterior nesta mesma série de pedidos, por isso não
    pode comprar { $card_the } a seguir (§6.4, §D4).
buy-explain-taken = { $Player } pediu { $card_the }, mas o jogador ativo ficou com { $card_gender ->
        [feminine] ela
       *[masculine] ele
    } (§6.7).
buy-explain-again = { $Player } já comprou antes nesta ronda: ainda não abriu e tem { $size }
    cartas, mais do que as { $deal } da distribuição (§2.2). Pode voltar a comprar: não há limite
    de compras por ronda (§6.6).
buy-explain-opened_buyer = { $Player } já abriu, mas pode na mesma comprar; as duas cartas vão
    para a mão (§D5).
buy-explain-nobody = Ninguém pediu a carta de cima do descarte, por isso ninguém compra (§6.2).
buy-explain-active_draws = Quando já ninguém pede, { $active } tira { $card_the } do monte e
    continua a vez (§6.5).
buy-explain-sizes = No fim, as mãos ficam assim: { $sizes } (§6.3).
buy-explain-sizes_taken = No fim, as mãos ficam assim: { $sizes } (§6.7).
buy-explain-sizes_drawn = No fim, as mãos ficam assim: { $sizes } (§5.1).
buy-explain-wrong = As outras respostas vêm de leituras erradas das regras:
buy-mistakes-spoken-order = { $Outcome }: dar a carta a quem a pediu primeiro. Não conta quem
    fala primeiro, mas aquele cuja vez chega primeiro depois do jogador ativo (§6.2).
buy-mistakes-discarder-first = { $Outcome }: dar prioridade a quem descartou a carta. Quem a
    descartou pode pedi-la, mas fica em último lugar (§D3).
buy-mistakes-no-penalty = { $Outcome }: comprar sem levar a carta de penalização. Quem compra
    leva também a carta de cima do monte (§6.3).
buy-mistakes-one-purchase = { $Outcome }: parar depois da primeira compra. A nova carta de cima
    do descarte também se pode comprar, pelo mesmo preço (§6.4).
buy-mistakes-consecutive = { $Outcome }: deixar o mesmo jogador comprar duas vezes seguidas.
    Quem comprou a última carta não compra a seguinte na mesma série de pedidos (§D4).
buy-mistakes-draw-first = { $Outcome }: pôr o jogador ativo a tirar do monte antes das compras.
    Só tira a sua carta quando já ninguém pede (§6.5).
buy-mistakes-buy-anyway = { $Outcome }: deixar comprar depois de o jogador ativo ficar com a
    carta. Se ele quer a carta de cima do descarte, ninguém a compra (§6.7).
buy-mistakes-take-penalty = { $Outcome }: dar também uma carta de penalização ao jogador ativo.
    Quando fica com a carta de cima do descarte, não leva penalização (§6.7).

## Ronda 7: pode sair?

final-round-question = O que pode fazer nesta vez?
final-round-situation-round = Ronda 7. Contrato: três sequências, saindo de uma só vez com a mão
    inteira.
final-round-situation-hand =
    A sua mão, já com a carta que tirou nesta vez ({ $size ->
        [one] { $size } carta
       *[other] { $size } cartas
    }):
final-round-situation-took_stock =
    A sua mão depois de tirar { $card_the } do monte ({ $size ->
        [one] { $size } carta
       *[other] { $size } cartas
    }):
final-round-situation-took_discard =
    A sua mão depois de tirar { $card_the } do descarte ({ $size ->
        [one] { $size } carta
       *[other] { $size } cartas
    }):
final-round-move-go_out = Baixar { $melds } e sair
final-round-move-discard = Baixar { $melds } e descartar { $card_the }
final-round-move-keep =
    Baixar { $melds } e guardar { $card_the } para { $card_gender ->
        [feminine] a
       *[masculine] o
    } acrescentar numa jogada posterior
final-round-move-none = Não pode sair nesta vez
final-round-answer-yes = { $move }.
final-round-answer-no = Não pode sair nesta vez: nenhuma das outras opções é permitida.
final-round-explain-rule = A ronda 7 não tem fase de acrescentar cartas: abre-se com a mão inteira de
    uma só vez, em três sequências de pelo menos 4 cartas, e quem abre sai logo, sem descarte e
    sem guardar nenhuma carta (§7.4, §D8).
final-round-explain-thirteen = Com as 12 cartas da distribuição e a que tirou, tem { $n }
    cartas, por isso, para as levar todas para a mesa, pelo menos uma sequência tem de ter
    mais de 4 cartas (§2.2, §7.4).
final-round-explain-purchases =
    { $k ->
        [one] Fez uma compra fora da vez
       *[other] Fez { $k } compras fora da vez
    }, por isso tem { $n } cartas, e todas têm de ir para a mesa, incluindo as que comprou
    (§6.3, §7.4).
final-round-explain-ways =
    { $n ->
        [one] Só há uma maneira de baixar a mão inteira:
       *[other] Há { $n } maneiras de baixar a mão inteira:
    }
final-round-explain-ways_many = Há { $n } maneiras de baixar a mão inteira; eis { $shown }
    delas:
final-round-explain-same_suit = { $first } e { $second } são do mesmo naipe, mas não são
    contíguas, e isso é permitido (§4.3).
final-round-explain-same_suit_overlap = { $first } e { $second } são do mesmo naipe e
    sobrepõem-se, cada uma com as suas próprias cartas físicas, o que é permitido (§4.3, §3.6).
final-round-explain-blocked = A mão inteira só se dividiria assim, com duas sequências do mesmo
    naipe contíguas, o que não é permitido (§4.3):
final-round-explain-no_way = As { $n } cartas não se dividem em três sequências válidas (§7.4).
final-round-explain-near = Sem { $card_the }, a mão podia baixar-se assim, mas na ronda 7 nenhuma carta fica de fora, nem
    para descartar nem para guardar (§7.4):
final-round-explain-wrong = As outras opções:
final-round-wrong-same-suit = { $move }: não, { $first } e { $second } são do mesmo naipe e
    contíguas, o que o contrato não permite (§4.3).
final-round-wrong-whole-hand = { $move }: não, na ronda 7 não há descarte: a mão inteira vai
    para a mesa de uma só vez (§7.4).
final-round-wrong-whole-hand_same-suit = { $move }: não, na ronda 7 não há descarte: a mão
    inteira vai para a mesa de uma só vez (§7.4); além disso, { $first } e { $second } são do
    mesmo naipe e contíguas, o que o contrato não permite (§4.3).
final-round-wrong-keep = { $move }: não, na ronda 7 ninguém acrescenta cartas numa jogada posterior;
    quem abre sai logo, e a mão inteira vai para a mesa (§D8, §7.4).
final-round-wrong-none = { $move }: pode, sim; há uma maneira de sair (§7.4).

## O monte acabou?

running-out-question = O que acontece agora?
running-out-situation-round = Ronda { $round }, jogada { $turn }: joga { $active }.
running-out-situation-stock =
    { $n ->
        [one] O monte tem só 1 carta.
       *[other] O monte tem só { $n } cartas.
    }
running-out-situation-stock_empty = O monte está vazio.
running-out-situation-no_reshuffles = Nesta ronda o monte ainda não foi refeito.
running-out-situation-reshuffles =
    { $n ->
        [one] Nesta ronda o monte já foi refeito uma vez com o descarte.
        [2] Nesta ronda o monte já foi refeito duas vezes com o descarte.
        [3] Nesta ronda o monte já foi refeito três vezes com o descarte.
       *[other] Nesta ronda o monte já foi refeito { $n } vezes com o descarte.
    }
running-out-situation-discard =
    { $n ->
        [one] O descarte tem 1 carta: { $card }.
       *[other] O descarte tem { $n } cartas; a de cima é { $card_the }.
    }
running-out-situation-discard_empty = O descarte está vazio.
running-out-situation-hands = As mãos dos jogadores:
running-out-situation-hand =
    { $player_name } ({ $n ->
        [one] 1 carta
       *[other] { $n } cartas
    }; ainda não abriu):
running-out-situation-hand_opened =
    { $player_name } ({ $n ->
        [one] 1 carta
       *[other] { $n } cartas
    }; já abriu):
running-out-situation-table =
    { $n ->
        [one] Na mesa há 1 combinação.
       *[other] Na mesa há { $n } combinações.
    }
running-out-situation-draws = { $Active } escolhe o monte, e ninguém pede a carta de cima do
    descarte.
running-out-situation-takes = { $Active } fica com a carta de cima do descarte.
running-out-situation-buys = { $Active } escolhe o monte, e { $player } compra fora da vez a
    carta de cima do descarte.
running-out-answer = { $Outcome }.
running-out-outcome-draws = { $Player } tira a carta de cima do monte, e o jogo continua
running-out-outcome-reshuffle =
    O descarte, menos a carta de cima, é baralhado e forma um monte novo de { $n ->
        [one] uma só carta
       *[other] { $n } cartas
    }, de onde { $player } tira
running-out-outcome-reshuffle_penalty =
    O descarte, menos a carta de cima, é baralhado e forma um monte novo de { $n ->
        [one] uma só carta
       *[other] { $n } cartas
    }, de onde { $player } tira a carta de penalização
running-out-outcome-round-ends = A ronda acaba sem vencedor, e cada jogador marca os pontos das
    cartas que tem na mão
running-out-outcome-take = Não é preciso tirar do monte: { $active } fica com a carta e a vez
    continua
running-out-outcome-reshuffle-all =
    O descarte inteiro, com a carta de cima, é baralhado e forma um monte novo de { $n ->
        [one] uma só carta
       *[other] { $n } cartas
    }
running-out-outcome-no-score = A ronda acaba sem vencedor, e ninguém marca pontos
running-out-outcome-free-buy = { $Player } fica com a carta sem penalização, e a ronda continua
running-out-score = { $player_name }: { $items } = **{ $total }**
running-out-explain-event_draw = { $Active } escolhe o monte e ninguém compra fora da vez: cabe-lhe,
    portanto, tirar do monte (§6.5).
running-out-explain-event_buy = { $Player } compra { $card_the } fora da vez e tem de levar também a
    carta de cima do monte como penalização (§6.3).
running-out-explain-event_take = { $Active } fica com a carta de cima do descarte, em vez de
    tirar do monte (§6.7, §5.1).
running-out-explain-no_draw = Não é preciso tirar nenhuma carta do monte, por isso não se
    baralha nada: o descarte só se baralha quando é preciso tirar de um monte vazio (§9.1).
running-out-explain-draws =
    { $n ->
        [one] O monte ainda tem 1 carta: tira-se essa, sem baralhar nada (§5.1).
       *[other] O monte ainda tem { $n } cartas: tira-se a de cima, sem baralhar nada (§5.1).
    }
running-out-explain-reshuffle =
    O monte está vazio: baralham-se as cartas do descarte, menos a de cima, que fica à vista, e
    forma-se com elas um monte novo de { $n ->
        [one] uma só carta
       *[other] { $n } cartas
    }, de onde se tira (§9.1).
running-out-explain-reshuffle_penalty =
    O monte está vazio: baralham-se as cartas do descarte, menos a de cima, que fica à vista, e
    forma-se com elas um monte novo de { $n ->
        [one] uma só carta
       *[other] { $n } cartas
    }; a carta de penalização de uma compra fora da vez tira-se daí, como qualquer outra (§9.1).
# $n: as cartas do descarte (1: só a de cima; 0: nenhuma)
running-out-explain-round_ends =
    { $n ->
        [one] O monte está vazio e o descarte só tem a carta de cima, que não se baralha: não há
            nenhuma carta para tirar.
       *[other] O monte e o descarte estão vazios: não há nenhuma carta para tirar.
    } A ronda acaba sem vencedor, e cada jogador marca a penalização das cartas que tem na mão
    (§9.2, §8.1):
running-out-explain-round_ends_limit =
    O monte está vazio e já foi refeito { $times ->
        [2] duas vezes
        [3] três vezes
       *[other] { $times } vezes
    } nesta ronda: não se refaz uma quarta
    vez, embora o descarte tenha { $n ->
        [one] 1 carta
       *[other] { $n } cartas
    } (§D14). A ronda acaba sem vencedor, como em §9.2, e cada jogador marca a penalização das
    cartas que tem na mão (§8.1):
running-out-explain-last_reshuffle = É a { $times ->
        [1] primeira
        [2] segunda
        [3] terceira
       *[other] { $times }.ª
    } vez que o monte se refaz nesta ronda, a última
    permitida: quando voltar a ser preciso tirar de um monte vazio, a ronda acaba (§D14).
running-out-explain-bought_kept = A compra fora da vez mantém-se: { $player } fica com { $card_the } na mão,
    e essa carta conta na sua penalização. As regras não dizem se uma compra se desfaz quando
    falta a carta de penalização; é a leitura deste site, não uma regra escrita (§6.2, §6.3).
running-out-explain-d9 = A carta de penalização de uma compra fora da vez também é uma carta que
    é preciso tirar: se nem baralhando o descarte há carta, a ronda acaba assim (§D9).
running-out-explain-next = O jogo passa à ronda seguinte, com o contrato seguinte: o contrato
    desta ronda não se repete, e os pontos marcados contam (§9.3, §9.5).
running-out-explain-game_over = Era a última ronda: o jogo acaba. Os pontos marcados somam-se ao total, e ganha
    quem tiver o total mais baixo (§9.3, §9.5).
running-out-explain-wrong = As outras opções:
running-out-wrong-draws = { $Outcome }: não, o monte está vazio; só depois de baralhar o
    descarte há carta para tirar (§9.1).
running-out-wrong-draws_limit = { $Outcome }: não, o monte está vazio e já foi refeito { $times ->
        [2] duas vezes
        [3] três vezes
       *[other] { $times } vezes
    }
    nesta ronda; como não se refaz uma quarta vez, não há carta para tirar (§D14).
# $n: as cartas que ficam no descarte (1: só a de cima; 0: nenhuma)
running-out-wrong-draws_empty =
    { $n ->
        [one] { $Outcome }: não, o monte está vazio e o descarte só tem a carta de cima, que não
            se baralha; não há nenhuma carta para tirar (§9.1, §9.2).
       *[other] { $Outcome }: não, o monte e o descarte estão vazios, por isso não há nenhuma
            carta para tirar (§9.1, §9.2).
    }
running-out-wrong-reshuffle_stock = { $Outcome }: não, o monte ainda não está vazio; só se baralha o
    descarte quando é preciso tirar de um monte vazio (§9.1).
running-out-wrong-reshuffle_take = { $Outcome }: não, ninguém precisa de tirar do monte; só se
    baralha o descarte quando é preciso tirar de um monte vazio (§9.1).
running-out-wrong-round-ends = { $Outcome }: não, ainda se pode formar um monte novo com o
    descarte, menos a carta de cima (§9.1).
running-out-wrong-reshuffle_limit = { $Outcome }: não, o monte já foi refeito { $times ->
        [2] duas vezes
        [3] três vezes
       *[other] { $times } vezes
    } nesta
    ronda, o máximo permitido, e não se refaz uma quarta vez (§D14).
running-out-wrong-round-ends_stock = { $Outcome }: não, a ronda só acaba assim quando é
    impossível tirar uma carta necessária, e o monte ainda não está vazio (§9.2).
running-out-wrong-round-ends_take = { $Outcome }: não, a ronda só acaba assim quando é
    impossível tirar uma carta necessária, e aqui ninguém precisa de tirar (§9.2).
running-out-wrong-reshuffle-all = { $Outcome }: não, a carta de cima do descarte fica à vista e
    não entra no monte novo (§9.1).
running-out-wrong-no-score = { $Outcome }: marcam, sim; quando a ronda acaba assim, cada jogador
    marca a penalização da sua mão (§9.2).
running-out-wrong-no-score_stock = { $Outcome }: não, aqui a ronda não acaba, porque o monte ainda
    não está vazio; e, quando uma ronda acaba sem vencedor, cada jogador marca a penalização da sua
    mão (§9.2).
running-out-wrong-no-score_reshuffle = { $Outcome }: não, aqui a ronda não acaba, porque com o
    descarte, menos a carta de cima, se forma um monte novo (§9.1); e, quando uma ronda acaba sem
    vencedor, cada jogador marca a penalização da sua mão (§9.2).
running-out-wrong-free-buy = { $Outcome }: não, a carta de penalização faz parte da compra fora
    da vez; se não se pode tirar, a ronda acaba (§6.3, §D9).

## Quem ganha?

standings-question-final = Quem ganha o jogo?
standings-question-partial = Quem vai à frente depois da ronda { $round }?
standings-situation-final = O jogo acabou. Estas são as penalizações de cada jogador em cada
    ronda:
standings-situation-partial = Estas são as penalizações de cada jogador nas rondas já jogadas:
standings-situation-round = Ronda
standings-situation-void = (ninguém saiu)
standings-claim-one = { $Players }
standings-claim-tie =
    { $Players }, { $players_gender ->
        [feminine] empatadas
       *[masculine] empatados
    }
standings-answer-final =
    { $players_count ->
        [one] Ganha { $players }.
       *[other] { $Players } empatam e partilham a vitória.
    }
standings-answer-partial =
    { $players_count ->
        [one] Vai à frente { $players }.
       *[other] Vão à frente, { $players_gender ->
            [feminine] empatadas
           *[masculine] empatados
        }, { $players }.
    }
standings-total = { $player } ({ $n })
standings-round_number = { $n }
standings-explain-totals = As penalizações somam-se ronda a ronda, sem recomeçar quando muda o
    contrato (§8.4): { $totals }.
standings-explain-void =
    { $rounds_count ->
        [one] Na ronda { $rounds } ninguém saiu: a ronda acabou sem vencedor, e os pontos que
            todos marcaram contam como os das outras rondas (§9.2, §9.5).
       *[other] Nas rondas { $rounds } ninguém saiu: essas rondas acabaram sem vencedor, e os
            pontos que todos marcaram contam como os das outras rondas (§9.2, §9.5).
    }
standings-explain-winner =
    Depois da ronda 7 ganha quem tiver o total mais baixo: { $players }, com { $total ->
        [one] 1 ponto
       *[other] { $total } pontos
    } (§9.3).
standings-explain-tie =
    { $Players } têm o total mais baixo, { $total ->
        [one] 1 ponto
       *[other] { $total } pontos
    }, e partilham a vitória (§9.3, §9.4).
standings-explain-leader =
    O jogo só acaba depois da ronda 7; por agora, o total mais baixo é o { $players_gender ->
        [feminine] da
       *[masculine] do
    } { $players_name }, com { $total ->
        [one] 1 ponto
       *[other] { $total } pontos
    } (§9.3).
standings-explain-leaders =
    O jogo só acaba depois da ronda 7; por agora, { $players } têm o total mais baixo, { $total ->
        [one] 1 ponto
       *[other] { $total } pontos
    }, e estão { $players_gender ->
        [feminine] empatadas
       *[masculine] empatados
    } (§9.3, §9.4).
standings-explain-wrong = As outras respostas vêm de enganos frequentes:
standings-mistakes-last-round = { $Claim }: olhar só para a última ronda. As penalizações de
    todas as rondas somam-se (§8.4).
standings-mistakes-highest = { $Claim }: pensar que o total mais alto é o melhor. Os pontos são
    penalizações: o melhor é o mais baixo, como diz o objetivo do jogo (§9.3, §1.5).
standings-mistakes-most-outs = { $Claim }: ver quem saiu mais vezes. Sair não dá nenhum
    bónus; só contam os pontos das cartas que ficam na mão (§8.2).
standings-mistakes-tie-break = { $Claim }: escolher só uma das pessoas empatadas. Quem empata com o
    total mais baixo vai à frente e, no fim do jogo, partilha a vitória (§9.4).
standings-mistakes-skip-void = { $Claim }: não contar as rondas sem vencedor. Os pontos dessas
    rondas contam como os das outras (§9.5).
