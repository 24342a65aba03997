# Textos dels problemes (català, vosaltres), en Project Fluent (https://projectfluent.org): els
# mateixos missatges en totes les llengües. El generador de problemes dona els valors ({ $n },
# { $card }…); docs/CONTENT.md explica quines variables acompanyen cadascun: $x_count
# (quants), $x_gender (masculine/feminine), $x_article i $x_the (l'article d'un jugador o d'una
# carta: «l'Anna», «en Bernat», «el [[5♥]]», «l'[[A♠]]»), $x_name (el nom sol); { $Player } amb
# majúscula inicial serveix per començar una frase. Plurals: { $n -> [one] … *[other] … }; «de»
# s'apostrofa davant d'1 i d'11 (d'una carta, d'11 cartes).
# §4.3 cita una regla (es converteix en enllaç); [[8♥]] dibuixa cartes.

## Paraules comunes

choices-yes = Sí
choices-no = No

contracts-r1 = dos grups
contracts-r2 = un grup i una escala
contracts-r3 = dues escales
contracts-r4 = tres grups
contracts-r5 = dos grups i una escala
contracts-r6 = un grup i dues escales
contracts-r7 = tres escales amb tota la mà

lengths-groups = 3 cartes per grup
lengths-sequences = 4 cartes per escala
lengths-both = 3 cartes per grup i 4 per escala

melds-group =
    { $n ->
        [one] un grup
       *[other] { $n } grups
    }
melds-sequence =
    { $n ->
        [one] una escala
       *[other] { $n } escales
    }
melds-and = { $first } i { $second }

## Els jugadors, pels seients 1 a 4 (en el sentit del joc): el nom, el gènere i l'article
## personal amb què es diu en una frase («l'Anna», «de l'Anna», «en Bernat», «d'en Bernat»,
## «la Carla»). Llistes: «a, b i c».

players-p1 = Anna
    .gender = feminine
    .article = l'
players-p2 = Bernat
    .gender = masculine
    .article = en
players-p3 = Carla
    .gender = feminine
    .article = la
players-p4 = Dídac
    .gender = masculine
    .article = en

join-pair = { $first } i { $second }
join-more = { $first }, { $second }
join-clauses_pair = { $first }, i { $second }
join-clauses_more = { $first }; { $second }
join-either_pair = { $first } o { $second }
join-either_more = { $first }, { $second }

## La taula i el jugador

table-heading = A la taula, les combinacions numerades en l'ordre en què es van baixar:
table-heading_unordered = A la taula hi ha aquestes combinacions, numerades:
table-empty = Encara no hi ha cap combinació a la taula.
table-meld = combinació { $n } ({ $cards })
table-meld_short = combinació { $n }
titles-of_rank-A = d'{ rank-A.plural }
titles-of_rank-2 = de { rank-2.plural }
titles-of_rank-3 = de { rank-3.plural }
titles-of_rank-4 = de { rank-4.plural }
titles-of_rank-5 = de { rank-5.plural }
titles-of_rank-6 = de { rank-6.plural }
titles-of_rank-7 = de { rank-7.plural }
titles-of_rank-8 = de { rank-8.plural }
titles-of_rank-9 = de { rank-9.plural }
titles-of_rank-10 = de { rank-10.plural }
titles-of_rank-J = de { rank-J.plural }
titles-of_rank-Q = de { rank-Q.plural }
titles-of_rank-K = de { rank-K.plural }
titles-when-not-opened = abans de baixar
titles-when-this-turn = en el torn en què baixeu
titles-when-last-card = amb l'última carta
titles-when-took-discard = després d'agafar { $card_the } de la pila de descarts
titles-can-open-pair = Ronda { $round }: { $first } i { $second } del mateix pal
titles-can-open-trap_group = Ronda { $round }: el parany del grup { $meld }
titles-can-open-trap_sequence = Ronda { $round }: el parany de l'escala { $meld }
titles-can-open-shared = Ronda { $round }: { $first } o { $second }?
titles-can-open-same_rank = Ronda { $round }: dos grups, { $first } i { $second }
titles-can-open-joker_group = Ronda { $round }: el comodí al grup { $meld }
titles-can-open-joker_sequence = Ronda { $round }: el comodí a l'escala { $meld }
titles-can-open-copies = Ronda { $round }: { $card_the } dues vegades
titles-can-open-ace_high = Ronda { $round }: l'as alt a l'escala { $meld }
titles-can-open-ace_low = Ronda { $round }: l'as baix a l'escala { $meld }
titles-can-open-too_few =
    { $n ->
        [one] Ronda { $round }: només { $n } carta
       *[other] Ronda { $round }: només { $n } cartes
    }
titles-can-open-melds =
    { $n ->
        [one] Ronda { $round }: baixar amb { $melds } i { $n } carta més?
       *[other] Ronda { $round }: baixar amb { $melds } i { $n } cartes més?
    }
titles-can-open-melds_all = Ronda { $round }: baixar amb { $melds }?
titles-can-open-hand = Ronda { $round }: la mà { $cards }
titles-lay-off-sequence = Ronda { $round }: { $card_the } a l'escala { $meld }
titles-lay-off-sequence_when = Ronda { $round }: { $card_the } a l'escala { $meld }, { $when }
titles-lay-off-group = Ronda { $round }: { $card_the } al grup { $rank }
titles-lay-off-group_when = Ronda { $round }: { $card_the } al grup { $rank }, { $when }
titles-joker-swap-sequence = Ronda { $round }: { $cards_the } i el comodí de l'escala { $meld }
titles-joker-swap-sequence_when =
    Ronda { $round }: { $cards_the } i el comodí de l'escala { $meld }, { $when }
titles-joker-swap-group = Ronda { $round }: { $cards_the } i el comodí del grup { $rank }
titles-joker-swap-group_when =
    Ronda { $round }: { $cards_the } i el comodí del grup { $rank }, { $when }
titles-contract-pair-lay-down = Ronda { $round }: baixar amb { $melds }?
titles-contract-pair-later = Ronda { $round }: { $card_the } entre { $first } i { $second }
titles-buy-ask =
    { $count ->
        [one] { $askers } demana { $cards_the }
       *[other] { $askers } demanen { $cards_the }
    }
titles-buy-asks = Ronda { $round }: { $asks }
titles-buy-dealt = Ronda { $round }: { $asks }, la carta girada en el repartiment
titles-buy-takes =
    { $count ->
        [one] Ronda { $round }: { $askers } demana { $card_the }, que { $active } agafa de la pila de descarts
       *[other] Ronda { $round }: { $askers } demanen { $card_the }, que { $active } agafa de la pila de descarts
    }
titles-buy-takes_alone = Ronda { $round }: { $active } agafa { $card_the } de la pila de descarts
titles-final-round-melds =
    { $n ->
        [one] Ronda { $round }: tancar amb { $melds } i { $n } carta més?
       *[other] Ronda { $round }: tancar amb { $melds } i { $n } cartes més?
    }
titles-final-round-melds_all = Ronda { $round }: tancar amb { $melds }?
titles-final-round-hand =
    { $n ->
        [one] Ronda { $round }: tancar amb { $n } carta?
       *[other] Ronda { $round }: tancar amb { $n } cartes?
    }
titles-penalty-cards =
    { $count ->
        [one] Ronda { $round }: quants punts val { $cards }?
       *[other] Ronda { $round }: quants punts valen { $cards }?
    }
titles-penalty-hand =
    { $n ->
        [one] Ronda { $round }: { $n } carta, amb { $parts }
       *[other] Ronda { $round }: { $n } cartes, amb { $parts }
    }
titles-penalty-size =
    { $n ->
        [one] Ronda { $round }: quants punts val { $n } carta?
       *[other] Ronda { $round }: quants punts valen { $n } cartes?
    }
titles-penalty-jokers =
    { $n ->
        [1] un comodí
        [2] dos comodins
        [3] tres comodins
        [4] quatre comodins
        [5] cinc comodins
        [6] sis comodins
        [7] set comodins
        [8] vuit comodins
        [9] nou comodins
        [10] deu comodins
       *[other] { $n } comodins
    }
titles-penalty-aces =
    { $n ->
        [1] un as
        [2] dos asos
        [3] tres asos
        [4] quatre asos
        [5] cinc asos
        [6] sis asos
        [7] set asos
        [8] vuit asos
        [9] nou asos
        [10] deu asos
       *[other] { $n } asos
    }
titles-penalty-faces =
    { $n ->
        [1] una figura
        [2] dues figures
        [3] tres figures
        [4] quatre figures
        [5] cinc figures
        [6] sis figures
        [7] set figures
        [8] vuit figures
        [9] nou figures
        [10] deu figures
       *[other] { $n } figures
    }
titles-running-out-draw = Ronda { $round }, torn { $turn }: { $player } roba quan { $stock }
titles-running-out-take =
    Ronda { $round }, torn { $turn }: { $player } agafa de la pila de descarts quan { $stock }
titles-running-out-buy =
    Ronda { $round }, torn { $turn }: { $player } compra fora de torn quan { $stock }
titles-running-out-stock_empty = el munt està buit
titles-running-out-stock =
    { $n ->
        [one] al munt hi queda { $n } carta
       *[other] al munt hi queden { $n } cartes
    }
titles-running-out-stock_empty_rebuilt =
    { $times ->
        [one] el munt està buit i ja s'ha refet una vegada
        [2] el munt està buit i ja s'ha refet dues vegades
        [3] el munt està buit i ja s'ha refet tres vegades
       *[other] el munt està buit i ja s'ha refet { $times } vegades
    }
titles-running-out-stock_rebuilt =
    el munt té { $n ->
        [one] { $n } carta
       *[other] { $n } cartes
    } i s'ha refet { $times ->
        [one] una vegada
        [2] dues vegades
        [3] tres vegades
       *[other] { $times } vegades
    }
titles-standings-final = Final de la partida
titles-standings-partial = Després de la ronda { $round }
titles-standings-top =
    { $stage } (mà més cara: { $points ->
        [one] { $points } punt
       *[other] { $points } punts
    } { $player_article ->
        [en] d'{ $player }
       *[other] de { $player }
    } a la ronda { $at })
titles-standings-void =
    { $stage } (mà més cara: { $points ->
        [one] { $points } punt
       *[other] { $points } punts
    } { $player_article ->
        [en] d'{ $player }
       *[other] de { $player }
    } a la ronda { $at }; { $count ->
        [one] ronda { $rounds }
       *[other] rondes { $rounds }
    } sense guanyador)

opened-no = Encara no heu baixat en aquesta ronda.
opened-this-turn = Heu baixat en aquest mateix torn.
opened-earlier = Heu baixat en un torn anterior.

ends-low = extrem de baix
ends-high = extrem de dalt

refusals-not-opened = Encara no heu baixat, i qui no ha baixat no afegeix cartes ni intercanvia
    comodins (§D7).
refusals-opening-turn-lay-off = Heu baixat en aquest mateix torn: només a partir del torn
    següent podeu afegir cartes (§5.4).
refusals-opening-turn-swap = Heu baixat en aquest mateix torn: només qui ha baixat en un torn
    anterior intercanvia comodins, igual que només a partir del torn següent s'afegeixen cartes
    (§7.1, §5.4).
refusals-final-round = A la ronda 7 no hi ha fase d'afegir cartes: ningú no n'afegeix ni
    intercanvia comodins, i qui baixa tanca de seguida (§7.4, §D8).
refusals-keep-discard = Us quedaríeu sense cartes a la mà, i abans de la ronda final sempre heu
    de guardar una carta per al descart obligatori (§5.5).

remarks-source-11 = És l'exemple comentat de les regles (§11). El [[8♥]] encaixaria en una
    combinació d'un altre jugador, però en el torn en què baixeu no podeu afegir cartes: heu
    d'esperar el vostre torn següent (§5.4). Després de baixar, acabeu el torn descartant una
    carta.
remarks-source-8-3 = És l'exemple de la regla §8.3.
remarks-no-wrap = Compte: rei, as, dos i tres del mateix pal no formen escala. L'as va baix o
    alt, i una escala no dona la volta (§3.3).
remarks-discard-top-only =
    De la pila de descarts només s'agafa la carta de dalt (§5.1), i també és l'única que es pot
    comprar fora de torn (§6.2): les cartes que queden a sota no són a l'abast.

## Podeu baixar?

can-open-question = Podeu baixar el contracte ara, en aquest torn?
can-open-situation-contract = Ronda { $round }. Contracte: { $contract }.
can-open-situation-hand =
    La vostra mà, amb la carta que acabeu de robar ({ $size ->
        [one] { $size } carta
       *[other] { $size } cartes
    }):
can-open-situation-took_stock =
    La vostra mà després de robar { $card_the } del munt ({ $size ->
        [one] { $size } carta
       *[other] { $size } cartes
    }):
can-open-situation-took_discard =
    La vostra mà després d'agafar { $card_the } de la pila de descarts ({ $size ->
        [one] { $size } carta
       *[other] { $size } cartes
    }):
can-open-situation-purchases =
    { $n ->
        [one] En aquesta ronda ja heu fet una compra fora de torn, i per això teniu { $extra }
            cartes més del normal.
       *[other] En aquesta ronda ja heu fet { $n } compres fora de torn, i per això teniu
            { $extra } cartes més del normal.
    }
can-open-situation-below =
    A la pila de descarts, sota { $card_the } que heu agafat, { $n ->
        [one] hi queda una carta:
       *[other] hi queden, de dalt a baix:
    }
can-open-answer-yes =
    { $n ->
        [one] Sí, podeu baixar; només hi ha una manera de fer-ho.
       *[other] Sí, podeu baixar; hi ha { $n } maneres de fer-ho.
    }
can-open-answer-no_same_suit = No, el contracte només surt amb dues escales del mateix pal
    contigües, i això no està permès.
can-open-answer-no_contract = No, la mà no té el contracte complet.
can-open-answer-no_final = No, la mà sencera no es pot dividir en tres escales vàlides.
can-open-answer-no_too_few = No, no teniu prou cartes.
can-open-explain-contract = A la ronda { $round }, el contracte demana { $contract } (§4.1),
    cada combinació amb la llargada exacta: { $lengths } (§5.2).
can-open-explain-contract_final = A la ronda 7 el contracte són tres escales amb tota la mà,
    cadascuna d'almenys 4 cartes (§4.1, §7.4).
can-open-explain-ways =
    { $n ->
        [one] Només hi ha una manera de baixar:
       *[other] Hi ha { $n } maneres de baixar:
    }
can-open-explain-ways_many = Hi ha { $n } maneres de baixar; aquí en teniu { $shown }:
can-open-explain-keep_discard =
    { $n ->
        [one] Després de baixar us queda 1 carta a la mà, que serà el descart obligatori (§5.5).
       *[other] Després de baixar us queden { $n } cartes a la mà, i una d'elles serà el descart
            obligatori (§5.5).
    }
can-open-explain-whole_hand = Baixeu les { $n } cartes de cop i tanqueu sense descartar (§7.4).
can-open-explain-joker_low = A l'escala { $meld }, el comodí va a l'extrem de baix i queda com a { $card } (§3.7,
    §D2).
can-open-explain-joker_high = A l'escala { $meld }, el comodí va a l'extrem de dalt i queda com a { $card }
    (§3.7, §D2).
can-open-explain-joker_middle = A l'escala { $meld }, el comodí omple el forat i queda com a { $card } (§3.7,
    §D2).
can-open-explain-joker_group = Al grup { $meld }, { $count ->
        [one] el comodí pren
       *[other] cada comodí pren
    } el valor del grup: { $rank_the } (§3.7).
can-open-explain-group_of_jokers = { $meld } és un grup només de comodins, declarat com a grup { $rank_article ->
        [el] de { $rank_plural }
        [la] de { $rank_plural }
       *[other] d'{ $rank_plural }
    } (§3.7, §D1).
can-open-explain-joker_choice = Algunes d'aquestes maneres només es diferencien pel valor
    declarat del comodí: cada valor és una baixada diferent (§D2).
can-open-explain-joker_choice_group = Algunes d'aquestes maneres només es diferencien pel valor declarat dels comodins
    d'un grup fet només de comodins: cada valor és una baixada diferent (§3.7, §D1).
can-open-explain-ace_high = A l'escala { $meld }, l'as va alt, per sobre del rei (§3.3).
can-open-explain-ace_low = A l'escala { $meld }, l'as va baix, per sota del dos (§3.3).
can-open-explain-group_two_copies = { $meld } fa servir els dos exemplars { $card_article ->
        [el] del { $card }
       *[other] de { $card_the }
    }: hi ha dues baralles, i en un grup els pals es poden repetir (§1.2, §3.1).
can-open-explain-same_suit_gap = { $first } i { $second } són del mateix pal, però hi ha un
    forat entre elles, i per tant no són contigües (§4.3).
can-open-explain-same_suit_overlap = { $first } i { $second } són del mateix pal i
    s'encavalquen, cadascuna amb les seves pròpies cartes físiques, i això està permès (§4.3,
    §3.6).
can-open-explain-same_rank_groups = { $first } i { $second } són dos grups del mateix valor, i
    això està permès (§D11).
can-open-explain-trap = Compte amb el parany: { $meld } també és { $kind }, però fa servir
    cartes que necessita la resta del contracte, i cada carta física va en una sola combinació
    (§3.6).
can-open-explain-blocked =
    { $n ->
        [one] Sense la regla §4.3 hi hauria una manera de baixar:
       *[other] Sense la regla §4.3 hi hauria { $n } maneres de baixar:
    }
can-open-explain-blocked_many = Sense la regla §4.3 hi hauria { $n } maneres de baixar; aquí en
    teniu { $shown }:
can-open-explain-blocked_why = Però { $first } i { $second } són del mateix pal i contigües: una
    acaba just abans que comenci l'altra. Dins del contracte, dues escales del mateix pal
    necessiten un forat entre elles, o bé encavalcar-se amb cartes físiques diferents (§4.3).
can-open-explain-partial = Com a màxim podeu formar { $shown ->
        [one] aquesta combinació
       *[other] les combinacions següents
    }, i el contracte complet demana, a més, { $missing } (§4.1, §5.2):
can-open-explain-nothing = La mà no forma cap de les combinacions del contracte (§4.1).
can-open-explain-shared =
    { $meld } també és { $kind }, però necessita { $cards_count ->
        [one] { $cards_the }
       *[other] les cartes { $cards }
    }, i { $copies ->
        [one] l'únic exemplar que té la mà ja és { $shown ->
            [one] a la combinació de dalt
           *[other] a una de les combinacions de dalt
        }
       *[other] els exemplars que té la mà ja són tots { $shown ->
            [one] a la combinació de dalt
           *[other] a les combinacions de dalt
        }
    }: cada carta física va en una sola combinació (§3.6).
can-open-explain-shared_joker =
    { $meld } també és { $kind }, però necessita { $n ->
        [one] un comodí
       *[other] { $n } comodins
    }, i { $free ->
        [0] { $copies ->
            [one] l'únic comodí de la mà ja és { $shown ->
                [one] a la combinació de dalt
               *[other] a una de les combinacions de dalt
            }
           *[other] els { $copies } comodins de la mà ja són tots { $shown ->
                [one] a la combinació de dalt
               *[other] a les combinacions de dalt
            }
        }
       *[other] fora { $shown ->
            [one] de la combinació de dalt
           *[other] de les combinacions de dalt
        } la mà només té { $free ->
            [one] un comodí
           *[other] { $free } comodins
        }
    }: cada carta física va en una sola combinació (§3.6).
can-open-explain-final_three = Podeu formar tres escales de 4 cartes, per exemple aquestes, però
    cap manera de fer-les no fa servir totes les { $n } cartes, i a la ronda 7 es baixa amb tota
    la mà (§7.4):
can-open-explain-final_some =
    { $n ->
        [one] El màxim és una escala de 4 cartes; en falten dues més per baixar tota la mà
            (§7.4):
       *[other] El màxim són { $n } escales de 4 cartes; falta la tercera per baixar tota la mà
            (§7.4):
    }
can-open-explain-final_nothing = La mà no forma cap escala de 4 cartes del mateix pal (§3.2), i
    a la ronda 7 es baixa tota la mà en escales (§7.4).
can-open-explain-too_few =
    { $n ->
        [one] Teniu 1 carta
       *[other] Teniu { $n } cartes
    }: el contracte en demana { $need }, i us n'ha de sobrar una per al descart obligatori
    (§5.5).
can-open-explain-too_few_final =
    { $n ->
        [one] Teniu 1 carta
       *[other] Teniu { $n } cartes
    }, i les tres escales de la ronda 7 en demanen com a mínim { $need } (§7.4).

## Quants punts?

penalty-question = Quants punts de penalització sumeu en aquesta ronda?
penalty-situation-left =
    Ronda { $round }. Un altre jugador acaba de tancar i la ronda s'ha acabat. { $n ->
        [one] Us ha quedat 1 carta a la mà:
       *[other] Us han quedat { $n } cartes a la mà:
    }
penalty-situation-left_final =
    Ronda { $round }. Un altre jugador ha baixat tota la mà i ha tancat, i la ronda s'ha acabat.
    { $n ->
        [one] Us ha quedat 1 carta a la mà:
       *[other] Us han quedat a la mà les vostres { $n } cartes:
    }
penalty-answer =
    { $n ->
        [one] { $n } punt de penalització.
       *[other] { $n } punts de penalització.
    }
penalty-explain-values = Cada carta que queda a la mà suma penalització (§8.1): K, Q i J valen
    10; l'as, 15; el comodí, 15; del 2 al 10, el número de la carta.
penalty-explain-breakdown = En total: { $items } = **{ $total }**.
penalty-explain-final_round = A la ronda 7 ningú no baixa cartes abans de tancar (§7.4), i per
    això qui no tanca paga tota la mà.
penalty-explain-wrong = Les altres respostes surten d'errors freqüents:
penalty-mistakes-ace-as-1 = **{ $value }**: { $n ->
        [one] comptar l'as com a 1
       *[other] comptar els asos com a 1
    }. L'as pot anar baix en una escala (§3.3), però a la mà sempre val 15 (§8.1).
penalty-mistakes-joker-as-0 = **{ $value }**: { $n ->
        [one] no comptar el comodí
       *[other] no comptar els comodins
    }. A la mà, un comodí val 15 (§8.1, §D12).
penalty-mistakes-faces-as-rank = **{ $value }**: comptar J, Q i K com a 11, 12 i 13. Les figures
    valen 10 cadascuna (§8.1).
penalty-mistakes-forgot-card = **{ $value }**: oblidar-se { $card_article ->
        [el] del { $card }
       *[other] de { $card_the }
    }. Compten totes les cartes que queden a la mà (§8.1).
penalty-mistakes-counted-twice = **{ $value }**: comptar { $card_the } dues vegades. Cada carta
    física compta una sola vegada (§3.6, §8.1).
penalty-mistakes-two-as-wild = **{ $value }**: comptar cada 2 com si fos un comodí (15 punts).
    En aquest joc només els comodins substitueixen altres cartes; un 2 és una carta natural i
    val 2 (§1.3, §8.1).
penalty-mistakes-ace-as-10 = **{ $value }**: { $n ->
        [one] comptar l'as com una figura (10 punts)
       *[other] comptar els asos com a figures (10 punts cadascun)
    }. L'as val 15 (§8.1).
penalty-mistakes-joker-as-10 = **{ $value }**: { $n ->
        [one] comptar el comodí com una figura (10 punts)
       *[other] comptar els comodins com a figures (10 punts cadascun)
    }. El comodí val 15 (§8.1).
## Podeu afegir?

lay-off-question = Podeu afegir { $card_the } a la combinació { $n } ara, en aquest torn?
lay-off-situation-round = Ronda { $round }.
lay-off-situation-hand =
    La vostra mà, amb la carta que acabeu de robar ({ $size ->
        [one] { $size } carta
       *[other] { $size } cartes
    }):
lay-off-situation-hand_now =
    La vostra mà ara, després de les cartes que ja heu jugat en aquest torn ({ $size ->
        [one] { $size } carta
       *[other] { $size } cartes
    }):
lay-off-situation-took =
    La vostra mà després d'agafar { $card_the } de la pila de descarts ({ $size ->
        [one] { $size } carta
       *[other] { $size } cartes
    }):
lay-off-choices-low = Sí, però només a l'extrem de baix
lay-off-choices-high = Sí, però només a l'extrem de dalt
lay-off-choices-both = Sí, a qualsevol dels dos extrems, a triar
lay-off-choices-no = No
lay-off-choices-yes = Sí
lay-off-answer-low = Sí, però només a l'extrem de baix.
lay-off-answer-high = Sí, però només a l'extrem de dalt.
lay-off-answer-both = Sí, a qualsevol dels dos extrems: en afegir la carta, digueu a quin
    extrem va.
lay-off-answer-no = No, ara no podeu afegir aquesta carta a aquesta combinació.
lay-off-answer-no_fit = No: aquesta carta no encaixa en aquesta combinació.
lay-off-answer-yes = Sí, ara podeu afegir aquesta carta.
lay-off-explain-may =
    { $n ->
        [one] Heu baixat en un torn anterior i, després d'afegir, us queda 1 carta a la mà per
            al descart obligatori, i per tant podeu afegir en aquest torn (§5.4, §5.5).
       *[other] Heu baixat en un torn anterior i, després d'afegir, us queden { $n } cartes a la
            mà, una d'elles per al descart obligatori, i per tant podeu afegir en aquest torn
            (§5.4, §5.5).
    }
lay-off-explain-may_but =
    { $n ->
        [one] En aquest torn sí que podeu afegir cartes: heu baixat en un torn anterior i, si
            afegíssiu aquesta, encara us quedaria 1 carta a la mà per al descart obligatori
            (§5.4, §5.5). El problema és la combinació:
       *[other] En aquest torn sí que podeu afegir cartes: heu baixat en un torn anterior i, si
            afegíssiu aquesta, encara us quedarien { $n } cartes a la mà, una d'elles per al
            descart obligatori (§5.4, §5.5). El problema és la combinació:
    }
lay-off-explain-otherwise = Pel que fa a la combinació mateixa, en un torn en què poguéssiu
    afegir:
lay-off-explain-end_ok = A l'{ $end } de la { $meld }, { $card_the } és la carta que la continua:
    l'escala queda { $result } (§3.4).
lay-off-explain-end_ok_joker = A l'{ $end } de la { $meld }, el comodí hi entra amb el valor
    d'aquell lloc, { $jk }, i l'escala queda { $result } (§3.4, §3.7, §D2).
lay-off-explain-end_no_next = A l'{ $end } de la { $meld } només hi entra { $needed_the }, o un comodí en el seu lloc, no
    { $card_the }: una escala només creix amb cartes del seu pal, sense saltar
    valors (§3.2).
lay-off-explain-end_no_ace = L'{ $end } de la { $meld } és un as, i res no va per sota d'un as
    baix ni per sobre d'un as alt (§3.3, §3.4).
lay-off-explain-full = La { $meld } ja té 14 cartes, d'as a as, el màxim d'una escala: no
    n'admet cap més (§3.4).
lay-off-explain-both_joker = El comodí hi cap als dos extrems: en afegir-lo, digueu a quin
    extrem va, i pren el valor d'aquell lloc (§D2).
lay-off-explain-both_ace = L'as pot anar baix, abans del 2, o alt, després del rei: { $card_the }
    hi cap als dos extrems, i en afegir-lo digueu a quin extrem va (§3.3).
lay-off-explain-group_ok = { $Card_the } té el valor del grup, { $rank_the }, i un grup creix amb més
    cartes del seu valor, sense cap altre límit que les cartes que existeixen (§3.5).
lay-off-explain-group_ok_joker = Un comodí s'afegeix a la { $meld } amb el valor del grup,
    { $rank_the } (§3.5, §3.7).
lay-off-explain-group_no = { $Card_the } no té el valor de la { $meld } ({ $rank_the }), i un grup només
    creix amb cartes del seu valor (§3.5).
lay-off-explain-group_of_jokers = La { $meld } és un grup només de comodins, declarat com a
    grup { $rank_article ->
        [el] de { $rank_plural }
        [la] de { $rank_plural }
       *[other] d'{ $rank_plural }
    }, i aquest valor queda fixat (§D1, §3.7).
lay-off-explain-elsewhere = Aquesta carta, en canvi, sí que la podríeu afegir ara mateix a una
    altra combinació (§5.4): la { $meld }.
lay-off-explain-goes_out = Després descarteu { $card_the }, la carta que heu agafat de la pila de
    descarts en aquest torn, i tanqueu: es pot descartar la mateixa carta que s'ha agafat de la
    pila de descarts (§5.5, §D10).

## Intercanviar el comodí?

joker-swap-question = Quina d'aquestes jugades podeu fer ara, en aquest torn?
joker-swap-situation-round = Ronda { $round }.
joker-swap-situation-hand =
    La vostra mà, amb la carta que acabeu de robar ({ $size ->
        [one] { $size } carta
       *[other] { $size } cartes
    }):
joker-swap-situation-hand_now =
    La vostra mà ara, després de les cartes que ja heu jugat en aquest torn ({ $size ->
        [one] { $size } carta
       *[other] { $size } cartes
    }):
joker-swap-move-end =
    Intercanviar el comodí de la { $meld } { $natural_article ->
        [el] pel { $natural }
       *[other] per { $natural_the }
    } i posar el comodí a l'{ $end } de la { $to }
joker-swap-move-group =
    Intercanviar el comodí de la { $meld } { $natural_article ->
        [el] pel { $natural }
       *[other] per { $natural_the }
    } i posar el comodí a la { $to }
joker-swap-move-none = Cap d'aquestes jugades no està permesa ara
joker-swap-place-end = l'{ $end } de la { $meld } (com a { $jk })
joker-swap-place-group = la { $meld } (com a { $jk })
joker-swap-answer-move = { $move }.
joker-swap-answer-none = Cap: ara no està permesa cap d'aquestes jugades.
joker-swap-explain-may = Heu baixat en un torn anterior, i per tant, quan afegiu cartes, podeu
    intercanviar el comodí d'una escala per la carta natural exacta que representa, del mateix
    valor i del mateix pal (§7.1).
joker-swap-explain-swap = Amb { $natural_the } podeu recuperar el comodí de la { $meld }, i
    en aquest mateix torn el comodí { $places_count ->
        [one] té un sol lloc on anar (§7.1, §7.2): { $places }.
       *[other] pot anar a qualsevol d'aquests llocs (§7.1, §7.2): { $places }.
    }
joker-swap-explain-swap_many = Amb { $natural_the } podeu recuperar el comodí de la { $meld }, i
    en aquest mateix torn el comodí pot anar a { $n } llocs de la taula (§7.1, §7.2); per
    exemple, { $places }.
joker-swap-explain-none = Ara no hi ha cap intercanvi de comodí permès.
joker-swap-explain-wrong = Les altres opcions:
joker-swap-explain-keep_never = El comodí recuperat no es queda mai a la mà: va a la taula en
    aquest mateix torn, amb el valor del lloc on es posa (§7.2, §3.7).
joker-swap-explain-group_jokers = El comodí de la { $meld } és en un grup i s'hi queda: els
    comodins dels grups no es recuperen (§7.3).
joker-swap-wrong-none = { $move }: sí que hi ha un intercanvi permès (§7.1, §7.2).
joker-swap-wrong-group = { $move }: no, el comodí de la { $meld } és en un grup, i els comodins
    dels grups no es recuperen (§7.3).
joker-swap-wrong-not-exact = { $move }: no, el comodí de la { $meld } està declarat com a { $jk }, i només la
    carta natural exacta, del mateix valor i del mateix pal, el recupera (§7.1).
joker-swap-wrong-keep-discard = { $move }: no, després de posar { $natural_the } al lloc del
    comodí us quedaríeu sense cap carta per descartar, i l'intercanvi només està permès si encara
    us en queda una (§D6, §5.5).
joker-swap-wrong-nowhere = { $move }: no, el comodí recuperat no cabria en cap combinació de la
    taula en aquest torn, i no es pot guardar (§D6, §7.2).
joker-swap-wrong-beyond-ace = { $move }: no, l'{ $end } de la { $to } és un as, i res no va més
    enllà d'un as (§3.4).
joker-swap-wrong-full = { $move }: no, la { $to } ja té 14 cartes, el màxim d'una escala (§3.4).
joker-swap-wrong-not-opened = { $move }: no, qui encara no ha baixat no intercanvia comodins
    (§D7).
joker-swap-wrong-opening-turn = { $move }: no, qui ha baixat en aquest mateix torn encara no
    intercanvia comodins (§7.1).

## Dues escales del mateix pal

contract-pair-question-lay-down = Podeu baixar aquestes combinacions?
contract-pair-question-later = Podeu afegir { $card_the } a la combinació { $n } ara, en
    aquest torn?
contract-pair-situation-lay-down = Ronda { $round }. Contracte: { $contract }. Voleu baixar
    aquestes combinacions:
contract-pair-situation-final = Ronda { $round }. Després de robar teniu { $n } cartes i voleu
    baixar tota la mà així:
contract-pair-situation-later = Ronda { $round }. Contracte: { $contract }. Heu baixat en un
    torn anterior; a més de la carta de la pregunta, en teniu d'altres a la mà. A la taula hi
    ha, des d'un torn anterior, aquestes combinacions d'un altre jugador; les dues primeres són
    del mateix pal:
contract-pair-situation-later_pair = Ronda { $round }. Contracte: { $contract }. Heu baixat en
    un torn anterior; a més de la carta de la pregunta, en teniu d'altres a la mà. A la taula hi
    ha, des d'un torn anterior, aquestes dues combinacions d'un altre jugador, del mateix pal:
contract-pair-answer-yes = Sí, el contracte és vàlid.
contract-pair-answer-no = No, aquestes dues escales del mateix pal són contigües, i això no està
    permès en el contracte.
contract-pair-answer-later_yes = Sí, podeu afegir aquesta carta, encara que les dues escales
    quedin contigües.
contract-pair-answer-later_yes_joker = Sí, podeu afegir el comodí; si el poseu a l'extrem que omple el
    forat, les dues escales queden contigües, i això està permès.
contract-pair-answer-later_no = No, aquesta carta no hi cap.
contract-pair-explain-rule = A la ronda { $round } el contracte demana { $contract } (§4.1).
    Dins del contracte, dues escales del mateix pal no poden ser contigües: entre elles hi ha d'haver
    un forat, o bé s'han d'encavalcar, cadascuna amb les seves pròpies cartes físiques (§4.3).
contract-pair-explain-rule_final = A la ronda 7 el contracte són tres escales amb tota la mà, de
    4 cartes o més cadascuna (§4.1, §7.4), i la regla de les escales del mateix pal també hi
    val: no poden ser contigües (§4.3).
contract-pair-explain-contiguous = La { $first } acaba amb { $a_the } i la { $second } comença
    just després, amb { $b_the }: són contigües, i per això no es poden baixar juntes en el contracte
    (§4.3).
contract-pair-explain-gap = Entre la { $first } i la { $second } hi ha un forat: hi { $gap_count ->
        [one] falta
       *[other] falten
    } { $gap_each }, i per tant no són contigües (§4.3).
contract-pair-explain-overlap = La { $first } i la { $second } s'encavalquen: totes dues tenen { $overlap_each }, i
    cadascuna fa servir el seu exemplar { $overlap_count ->
        [one] d'aquesta carta
       *[other] d'aquestes cartes
    }, perquè hi ha dues baralles: està permès (§4.3, §3.6, §1.2).
contract-pair-explain-overlap_joker = La { $first } i la { $second } s'encavalquen: totes dues tenen { $overlap_each }, i
    cadascuna fa servir el seu exemplar { $overlap_count ->
        [one] d'aquesta carta
       *[other] d'aquestes cartes
    }, perquè hi ha dues baralles; també tenen { $jokered_each }, però { $jokered_count ->
        [one] en una de les dues és un comodí
       *[other] a cadascun d'aquests llocs una de les dues hi té un comodí
    }: està permès (§4.3, §3.6, §1.2, §3.7).
contract-pair-explain-overlap_jokers_only = La { $first } i la { $second } s'encavalquen: totes dues tenen { $jokered_each }, però { $jokered_count ->
        [one] en una de les dues és un comodí
       *[other] a cadascun d'aquests llocs una de les dues hi té un comodí
    }: està permès (§4.3, §3.7).
contract-pair-explain-ace = La { $low } comença a l'as baix i la { $high } acaba a l'as alt,
    però una escala no dona la volta per l'as: no són contigües (§3.3, §4.3).
contract-pair-explain-jokers =
    { $wilds_count ->
        [one] El comodí compta al lloc on s'ha declarat: { $wilds } (§4.3, §D2).
       *[other] Els comodins compten al lloc on s'han declarat: { $wilds_each } (§4.3, §D2).
    }
contract-pair-explain-close_later = Un cop baixades, les cartes que s'hi afegeixen poden omplir
    el forat entre elles (§4.4).
contract-pair-explain-later = Quan es van baixar, entre la { $first } i la { $second } hi havia un
    forat, com demana la regla (§4.3): hi { $gap_count ->
        [one] faltava
       *[other] faltaven
    } { $gap_each }.
contract-pair-explain-may = Heu baixat en un torn anterior, i per tant podeu afegir cartes en
    aquest torn (§5.4).
contract-pair-explain-closes = Afegir { $card_the } a l'{ $end } de la { $meld } omple aquest
    forat, i està permès: la regla només s'aplica en baixar el contracte, i les cartes que
    s'afegeixen després poden omplir-lo (§4.4, §3.4). L'escala queda { $result }; les dues
    escales queden seguides, però continuen sent dues combinacions.
contract-pair-explain-joker_either = El comodí també hi cap a l'{ $end } de la { $meld }, com a
    { $jk }, i aleshores el forat queda sense omplir: en afegir-lo, digueu a quin extrem va
    (§3.4, §D2).
contract-pair-explain-no_fit = Però { $card_the } no entra a l'{ $end } de la { $meld }: només hi
    cap la carta del mateix pal que la prolonga, sense saltar valors (§3.2).

## Qui compra fora de torn?

buy-question = Qui es queda amb quines cartes?
buy-situation-round = Ronda { $round }, torn { $turn }: juga { $active }.
buy-situation-dealt = És el primer torn de la ronda: a la pila de descarts només hi ha { $card_the },
    la carta girada en el repartiment.
buy-situation-discard =
    { $Discarder } acaba de descartar. { $n ->
        [one] A la pila de descarts només hi ha 1 carta: { $cards_the }
       *[other] A la pila de descarts hi ha { $n } cartes; { $cards_count ->
            [one] la de dalt: { $cards }
           *[other] les de dalt, de dalt a baix: { $cards }
        }
    }
buy-situation-stock =
    { $n ->
        [one] Al munt hi queda 1 carta, cara avall: { $cards }
       *[other] Al munt hi ha { $n } cartes, cara avall; { $cards_count ->
            [one] la de dalt: { $cards }
           *[other] les de dalt, en l'ordre en què sortiran: { $cards }
        }
    }
buy-situation-players = Els jugadors, en l'ordre del joc a partir del jugador de torn:
buy-situation-player =
    { $player_name }: { $n ->
        [one] 1 carta a la mà
       *[other] { $n } cartes a la mà
    }; encara no ha baixat
buy-situation-player_opened =
    { $player_name }: { $n ->
        [one] 1 carta a la mà
       *[other] { $n } cartes a la mà
    }; ja ha baixat
buy-situation-draws = { $Active } tria el munt en lloc d'agafar la carta de dalt de la pila
    de descarts, però no roba fins que no s'hagin resolt les peticions de compra fora de torn.
buy-situation-takes = { $Active } agafa la carta de dalt de la pila de descarts.
buy-situation-asks_intro = Peticions de compra fora de torn, per ordre de petició: { $asks }.
buy-situation-asks = { $player }, { $cards_each }
buy-choice = { $Outcome }
buy-answer = { $Outcome }.
buy-gets = { $player } es queda amb { $cards_each }
buy-gets_then = { $player }, amb { $cards_each }
buy-size =
    { $player } amb { $n ->
        [one] 1 carta
       *[other] { $n } cartes
    }
buy-explain-window = { $Active } tria el munt en lloc d'agafar { $card_the }: abans que robi,
    els altres poden comprar fora de torn la carta de dalt de la pila de descarts (§6.1).
buy-explain-takes = { $Active } agafa { $card_the }, la carta de dalt de la pila de descarts, sense
    penalització, i per això ningú no la compra; el jugador de torn no compra mai fora de torn
    (§6.7, §D3).
buy-explain-dealt = { $Card_the } és la carta girada en el repartiment per començar la pila de
    descarts (§2.3), i compta com qualsevol altra carta de dalt de la pila de descarts (§D13).
buy-explain-purchase = { $Player } compra { $card_the } i s'emporta també { $penalty_the }, la carta de
    dalt del munt, com a penalització; no baixa ni descarta per això (§6.2, §6.3).
buy-explain-next = Queda a dalt { $card_the }, que es pot comprar al mateix preu (§6.4).
buy-explain-priority =
    { $Player } també ha demanat { $card_the }, però, comptant a partir { $active_article ->
        [en] d'{ $active }
       *[other] de { $active }
    }, { $buyer } va abans i se l'emporta (§6.2).
buy-explain-discarder = { $Player } ha descartat { $card_the } i també l'ha { $card_gender ->
        [feminine] demanada
       *[masculine] demanat
    }: pot, però amb la prioritat més baixa, i se l'emporta { $buyer } (§D3, §6.2).
buy-explain-consecutive = { $Player } ha comprat la carta anterior en aquesta mateixa sèrie de peticions,
    i per tant no pot comprar { $card_the } tot seguit (§6.4, §D4).
buy-explain-taken = { $Player } ha demanat { $card_the }, però el jugador de torn se l'ha { $card_gender ->
        [feminine] quedada
       *[masculine] quedat
    } (§6.7).
buy-explain-again = { $Player } ja ha comprat abans en aquesta ronda: encara no ha baixat i té
    { $size } cartes, més de les { $deal } del repartiment (§2.2). Pot tornar a comprar: no hi ha
    cap límit de compres per ronda (§6.6).
buy-explain-opened_buyer = { $Player } ja ha baixat, però igualment pot comprar; les dues cartes
    van a la seva mà (§D5).
buy-explain-nobody = Ningú no ha demanat la carta de dalt de la pila de descarts, i per tant
    ningú no compra (§6.2).
buy-explain-active_draws = Quan ja ningú no demana res, { $active } roba { $card_the } del munt i
    continua el seu torn (§6.5).
buy-explain-sizes = Al final, les mans queden així: { $sizes } (§6.3).
buy-explain-sizes_taken = Al final, les mans queden així: { $sizes } (§6.7).
buy-explain-sizes_drawn = Al final, les mans queden així: { $sizes } (§5.1).
buy-explain-wrong = Les altres respostes surten de males lectures de les regles:
buy-mistakes-spoken-order = { $Outcome }: donar la carta a qui l'ha demanada primer. No compta
    qui parla primer, sinó qui va abans comptant des del jugador de torn (§6.2).
buy-mistakes-discarder-first = { $Outcome }: donar preferència a qui ha descartat la carta. Qui
    l'ha descartada la pot demanar, però va l'últim (§D3).
buy-mistakes-no-penalty = { $Outcome }: comprar sense endur-se la carta de penalització. Qui
    compra s'emporta també la carta de dalt del munt (§6.3).
buy-mistakes-one-purchase = { $Outcome }: aturar-se després de la primera compra. La nova carta
    de dalt de la pila de descarts també es pot comprar, al mateix preu (§6.4).
buy-mistakes-consecutive = { $Outcome }: deixar que el mateix jugador compri dues vegades
    seguides. Qui ha comprat l'última carta no compra la següent en la mateixa sèrie de peticions (§D4).
buy-mistakes-draw-first = { $Outcome }: deixar que el jugador de torn robi del munt abans de
    les compres. Només roba la seva carta quan ja ningú no demana res (§6.5).
buy-mistakes-buy-anyway = { $Outcome }: deixar comprar encara que el jugador de torn es quedi la
    carta. Si el jugador de torn vol la carta de dalt de la pila de descarts, ningú no la compra
    (§6.7).
buy-mistakes-take-penalty = { $Outcome }: fer que el jugador de torn s'endugui també una carta
    de penalització. El jugador de torn agafa la carta de dalt de la pila de descarts sense cap
    penalització (§6.7).

## Ronda 7: podeu tancar?

final-round-question = Què podeu fer en aquest torn?
final-round-situation-round = Ronda 7. Contracte: tres escales, tancant de cop amb tota la mà.
final-round-situation-hand =
    La vostra mà, amb la carta que acabeu de robar ({ $size ->
        [one] { $size } carta
       *[other] { $size } cartes
    }):
final-round-situation-took_stock =
    La vostra mà després de robar { $card_the } del munt ({ $size ->
        [one] { $size } carta
       *[other] { $size } cartes
    }):
final-round-situation-took_discard =
    La vostra mà després d'agafar { $card_the } de la pila de descarts ({ $size ->
        [one] { $size } carta
       *[other] { $size } cartes
    }):
final-round-move-go_out = Baixar { $melds } i tancar
final-round-move-discard = Baixar { $melds } i descartar { $card_the }
final-round-move-keep = Baixar { $melds } i guardar { $card_the } per afegir-{ $card_gender ->
        [feminine] la
       *[masculine] lo
    } en un torn posterior
final-round-move-none = No podeu tancar en aquest torn amb cap d'aquestes jugades
final-round-answer-yes = { $move }.
final-round-answer-no = No podeu tancar en aquest torn: cap de les jugades proposades no està
    permesa.
final-round-explain-rule = La ronda 7 no té fase d'afegir cartes: es baixa tota la mà de cop, en tres
    escales d'almenys 4 cartes, i qui baixa tanca de seguida, sense descart i sense guardar cap
    carta (§7.4, §D8).
final-round-explain-thirteen = Amb les 12 cartes del repartiment i la que heu robat, teniu { $n }
    cartes, i per tant, per baixar-les totes, almenys una escala ha de tenir més de 4 cartes
    (§2.2, §7.4).
final-round-explain-purchases =
    { $k ->
        [one] Heu fet una compra fora de torn
       *[other] Heu fet { $k } compres fora de torn
    }, i per això teniu { $n } cartes; totes han d'anar a la taula, també les que heu comprat
    (§6.3, §7.4).
final-round-explain-ways =
    { $n ->
        [one] Només hi ha una manera de baixar tota la mà:
       *[other] Hi ha { $n } maneres de baixar tota la mà:
    }
final-round-explain-ways_many = Hi ha { $n } maneres de baixar tota la mà; aquí en teniu
    { $shown }:
final-round-explain-same_suit = { $first } i { $second } són del mateix pal, però no són
    contigües, i això està permès (§4.3).
final-round-explain-same_suit_overlap = { $first } i { $second } són del mateix pal i
    s'encavalquen, cadascuna amb les seves pròpies cartes físiques, i això està permès (§4.3,
    §3.6).
final-round-explain-blocked = La mà sencera només es podria dividir així, amb dues escales del
    mateix pal contigües, i això no està permès (§4.3):
final-round-explain-no_way = Les { $n } cartes no es poden dividir en tres escales vàlides
    (§7.4).
final-round-explain-near = Sense { $card_the }, la mà es podria baixar així, però a la ronda 7 cap carta no queda fora,
    ni per descartar-la ni per guardar-la (§7.4):
final-round-explain-wrong = Les altres opcions:
final-round-wrong-same-suit = { $move }: no, { $first } i { $second } són del mateix pal i
    contigües, i el contracte no ho permet (§4.3).
final-round-wrong-whole-hand = { $move }: no, a la ronda 7 no hi ha descart, i tota la mà va a
    la taula de cop (§7.4).
final-round-wrong-whole-hand_same-suit = { $move }: no, a la ronda 7 no hi ha descart, i tota la
    mà va a la taula de cop (§7.4); a més, { $first } i { $second } són del mateix pal i
    contigües, i el contracte no ho permet (§4.3).
final-round-wrong-keep = { $move }: no, a la ronda 7 ningú no afegeix cartes en un torn posterior;
    qui baixa tanca de seguida, i tota la mà va a la taula (§D8, §7.4).
final-round-wrong-none = { $move }: sí que podeu; hi ha una manera de tancar (§7.4).

## S'ha acabat el munt?

running-out-question = Què passa ara?
running-out-situation-round = Ronda { $round }, torn { $turn }: juga { $active }.
running-out-situation-stock =
    { $n ->
        [one] Al munt només hi queda 1 carta.
       *[other] Al munt només hi queden { $n } cartes.
    }
running-out-situation-stock_empty = El munt està buit.
running-out-situation-no_reshuffles = En aquesta ronda el munt encara no s'ha refet.
running-out-situation-reshuffles =
    { $n ->
        [one] En aquesta ronda el munt ja s'ha refet una vegada amb la pila de descarts.
        [2] En aquesta ronda el munt ja s'ha refet dues vegades amb la pila de descarts.
        [3] En aquesta ronda el munt ja s'ha refet tres vegades amb la pila de descarts.
       *[other] En aquesta ronda el munt ja s'ha refet { $n } vegades amb la pila de descarts.
    }
running-out-situation-discard =
    { $n ->
        [one] La pila de descarts només té 1 carta: { $card_the }.
       *[other] La pila de descarts té { $n } cartes; la de dalt és { $card_the }.
    }
running-out-situation-discard_empty = La pila de descarts està buida.
running-out-situation-hands = Les mans dels jugadors:
running-out-situation-hand =
    { $player_name } ({ $n ->
        [one] 1 carta
       *[other] { $n } cartes
    }; encara no ha baixat):
running-out-situation-hand_opened =
    { $player_name } ({ $n ->
        [one] 1 carta
       *[other] { $n } cartes
    }; ja ha baixat):
running-out-situation-table =
    { $n ->
        [one] A la taula hi ha 1 combinació.
       *[other] A la taula hi ha { $n } combinacions.
    }
running-out-situation-draws = { $Active } tria el munt, i ningú no demana la carta de dalt de
    la pila de descarts.
running-out-situation-takes = { $Active } agafa la carta de dalt de la pila de descarts.
running-out-situation-buys = { $Active } tria el munt, i { $player } compra fora de torn la
    carta de dalt de la pila de descarts.
running-out-answer = { $Outcome }.
running-out-outcome-draws = { $Player } roba la carta de dalt del munt, i el joc continua
running-out-outcome-reshuffle =
    La pila de descarts, menys la carta de dalt, es barreja i fa un munt nou { $n ->
        [1] d'una carta
        [11] d'11 cartes
       *[other] de { $n } cartes
    }, d'on roba { $player }
running-out-outcome-reshuffle_penalty =
    La pila de descarts, menys la carta de dalt, es barreja i fa un munt nou { $n ->
        [1] d'una carta
        [11] d'11 cartes
       *[other] de { $n } cartes
    }, d'on { $player } roba la carta de penalització
running-out-outcome-round-ends = La ronda s'acaba sense guanyador, i cada jugador suma els punts
    de les cartes que té a la mà
running-out-outcome-take = No cal robar del munt: { $active } es queda la carta i continua el
    torn
running-out-outcome-reshuffle-all =
    Tota la pila de descarts, amb la carta de dalt, es barreja i fa un munt nou { $n ->
        [1] d'una carta
        [11] d'11 cartes
       *[other] de { $n } cartes
    }
running-out-outcome-no-score = La ronda s'acaba sense guanyador, i ningú no suma punts
running-out-outcome-free-buy = { $Player } es queda la carta sense penalització, i la ronda
    continua
running-out-score = { $player_name }: { $items } = **{ $total }**
running-out-explain-event_draw = { $Active } tria el munt i ningú no compra fora de torn: per
    tant, li toca robar del munt (§6.5).
running-out-explain-event_buy = { $Player } compra fora de torn { $card_the } i s'ha d'endur també
    la carta de dalt del munt com a penalització (§6.3).
running-out-explain-event_take = { $Active } agafa la carta de dalt de la pila de descarts en
    lloc de robar del munt (§6.7, §5.1).
running-out-explain-no_draw = No cal robar cap carta del munt, i per tant no es barreja res: la
    pila de descarts només es barreja quan cal robar d'un munt buit (§9.1).
running-out-explain-draws =
    { $n ->
        [one] Al munt encara hi queda 1 carta: es roba aquesta, sense barrejar res (§5.1).
       *[other] Al munt encara hi queden { $n } cartes: es roba la de dalt, sense barrejar res
            (§5.1).
    }
running-out-explain-reshuffle =
    El munt està buit: es barregen les cartes de la pila de descarts, menys la de dalt, que queda
    cara amunt, i fan un munt nou { $n ->
        [1] d'una carta
        [11] d'11 cartes
       *[other] de { $n } cartes
    }, d'on es roba (§9.1).
running-out-explain-reshuffle_penalty =
    El munt està buit: es barregen les cartes de la pila de descarts, menys la de dalt, que queda
    cara amunt, i fan un munt nou { $n ->
        [1] d'una carta
        [11] d'11 cartes
       *[other] de { $n } cartes
    }; la carta de penalització d'una compra fora de torn es roba d'aquí, com qualsevol altra
    (§9.1).
# $n: les cartes de la pila de descarts (1: només la de dalt; 0: cap)
running-out-explain-round_ends =
    { $n ->
        [one] El munt està buit i la pila de descarts només té la carta de dalt, que no es
            barreja: no hi ha cap carta per robar.
       *[other] El munt i la pila de descarts estan buits: no hi ha cap carta per robar.
    } La ronda s'acaba sense guanyador, i cada jugador suma la penalització de les cartes que té
    a la mà (§9.2, §8.1):
running-out-explain-round_ends_limit =
    El munt està buit i ja s'ha refet { $times ->
        [2] dues vegades
        [3] tres vegades
       *[other] { $times } vegades
    } en aquesta ronda: no es refà per quarta
    vegada, encara que la pila de descarts tingui { $n ->
        [one] 1 carta
       *[other] { $n } cartes
    } (§D14). La ronda s'acaba sense guanyador, igual que a la §9.2, i cada jugador suma la penalització
    de les cartes que té a la mà (§8.1):
running-out-explain-last_reshuffle = És la { $times ->
        [1] primera
        [2] segona
        [3] tercera
       *[other] { $times }a
    } vegada que es refà el munt en aquesta ronda,
    l'última permesa: quan torni a caldre robar d'un munt buit, la ronda s'acaba (§D14).
running-out-explain-bought_kept = La compra fora de torn es manté: { $player } es queda { $card_the } a la mà,
    i aquesta carta compta en la seva penalització. Les regles no diuen si una compra es desfà
    quan falta la carta de penalització; és la lectura d'aquest lloc, no una regla escrita (§6.2,
    §6.3).
running-out-explain-d9 = La carta de penalització d'una compra fora de torn també és una carta
    que cal robar: si ni refent el munt no n'hi ha, la ronda s'acaba així (§D9).
running-out-explain-next = El joc passa a la ronda següent, amb el contracte següent: el
    d'aquesta ronda no es repeteix, i els punts sumats compten (§9.3, §9.5).
running-out-explain-game_over = Era l'última ronda: la partida s'acaba. Els punts sumats
    s'afegeixen al total, i guanya qui té el total més baix (§9.3, §9.5).
running-out-explain-wrong = Les altres opcions:
running-out-wrong-draws = { $Outcome }: no, el munt està buit; només hi ha carta per robar després
    de barrejar la pila de descarts (§9.1).
running-out-wrong-draws_limit = { $Outcome }: no, el munt està buit i ja s'ha refet { $times ->
        [2] dues vegades
        [3] tres vegades
       *[other] { $times } vegades
    }
    en aquesta ronda; com que no es refà per quarta vegada, no hi ha cap carta per robar (§D14).
# $n: les cartes que queden a la pila de descarts (1: només la de dalt; 0: cap)
running-out-wrong-draws_empty =
    { $n ->
        [one] { $Outcome }: no, el munt està buit i la pila de descarts només té la carta de dalt,
            que no es barreja; no hi ha cap carta per robar (§9.1, §9.2).
       *[other] { $Outcome }: no, el munt i la pila de descarts estan buits, així que no hi ha cap
            carta per robar (§9.1, §9.2).
    }
running-out-wrong-reshuffle_stock = { $Outcome }: no, el munt encara no està buit; la pila
    de descarts només es barreja quan cal robar d'un munt buit (§9.1).
running-out-wrong-reshuffle_take = { $Outcome }: no, ningú no ha de robar del munt; la pila de
    descarts només es barreja quan cal robar d'un munt buit (§9.1).
running-out-wrong-round-ends = { $Outcome }: no, encara es pot fer un munt nou amb la pila de
    descarts, menys la carta de dalt (§9.1).
running-out-wrong-reshuffle_limit = { $Outcome }: no, el munt ja s'ha refet { $times ->
        [2] dues vegades
        [3] tres vegades
       *[other] { $times } vegades
    } en
    aquesta ronda, el màxim permès, i no es refà per quarta vegada (§D14).
running-out-wrong-round-ends_stock = { $Outcome }: no, la ronda només s'acaba així quan és
    impossible robar la carta necessària, i el munt encara no està buit (§9.2).
running-out-wrong-round-ends_take = { $Outcome }: no, la ronda només s'acaba així quan és
    impossible robar la carta necessària, i aquí ningú no ha de robar (§9.2).
running-out-wrong-reshuffle-all = { $Outcome }: no, la carta de dalt de la pila de descarts
    queda cara amunt i no entra al munt nou (§9.1).
running-out-wrong-no-score = { $Outcome }: sí que en sumen; quan la ronda s'acaba així, cada
    jugador suma la penalització de la seva mà (§9.2).
running-out-wrong-no-score_stock = { $Outcome }: no, aquí la ronda no s'acaba, perquè el munt
    encara no està buit; i, quan una ronda s'acaba sense guanyador, cada jugador suma la
    penalització de la seva mà (§9.2).
running-out-wrong-no-score_reshuffle = { $Outcome }: no, aquí la ronda no s'acaba, perquè amb la
    pila de descarts, menys la carta de dalt, es fa un munt nou (§9.1); i, quan una ronda s'acaba
    sense guanyador, cada jugador suma la penalització de la seva mà (§9.2).
running-out-wrong-free-buy = { $Outcome }: no, la carta de penalització forma part de la compra
    fora de torn; si no es pot robar, la ronda s'acaba (§6.3, §D9).

## Qui guanya?

standings-question-final = Qui guanya la partida?
standings-question-partial = Qui va al davant després de la ronda { $round }?
standings-situation-final = La partida s'ha acabat. Aquestes són les penalitzacions de cada
    jugador a cada ronda:
standings-situation-partial = Aquestes són les penalitzacions de cada jugador a les rondes ja
    jugades:
standings-situation-round = Ronda
standings-situation-void = (ningú no va tancar)
standings-claim-one = { $Players }
standings-claim-tie =
    { $Players }, { $players_gender ->
        [feminine] empatades
       *[masculine] empatats
    }
standings-answer-final =
    { $players_count ->
        [one] Guanya { $players }.
       *[other] { $Players } empaten i comparteixen la victòria.
    }
standings-answer-partial =
    { $players_count ->
        [one] Va al davant { $players }.
       *[other] Van al davant, { $players_gender ->
            [feminine] empatades
           *[masculine] empatats
        }, { $players }.
    }
standings-total = { $player } ({ $n })
standings-round_number = { $n }
standings-explain-totals = Les penalitzacions se sumen ronda a ronda, sense tornar a començar
    quan canvia el contracte (§8.4): { $totals }.
standings-explain-void =
    { $rounds_count ->
        [one] A la ronda { $rounds } ningú no va tancar: la ronda es va acabar sense guanyador,
            i els punts que hi va sumar cada jugador compten com els de les altres rondes
            (§9.2, §9.5).
       *[other] A les rondes { $rounds } ningú no va tancar: aquestes rondes es van acabar sense
            guanyador, i els punts que hi va sumar cada jugador compten com els de les altres
            rondes (§9.2, §9.5).
    }
standings-explain-winner =
    Després de la ronda 7 guanya qui té el total més baix: { $players }, amb { $total ->
        [one] 1 punt
       *[other] { $total } punts
    } (§9.3).
standings-explain-tie =
    { $Players } tenen el total més baix, { $total ->
        [one] 1 punt
       *[other] { $total } punts
    }, i comparteixen la victòria (§9.3, §9.4).
standings-explain-leader =
    La partida no s'acaba fins després de la ronda 7; de moment, el total més baix el té
    { $players }, amb { $total ->
        [one] 1 punt
       *[other] { $total } punts
    } (§9.3).
standings-explain-leaders =
    La partida no s'acaba fins després de la ronda 7; de moment, { $players } tenen el total més
    baix, { $total ->
        [one] 1 punt
       *[other] { $total } punts
    }, i estan { $players_gender ->
        [feminine] empatades
       *[masculine] empatats
    } (§9.3, §9.4).
standings-explain-wrong = Les altres respostes surten d'errors freqüents:
standings-mistakes-last-round = { $Claim }: mirar només l'última ronda. Les penalitzacions se
    sumen de totes les rondes (§8.4).
standings-mistakes-highest = { $Claim }: pensar que el total més alt és el millor. Els punts són
    penalitzacions: el millor és el més baix, com diu l'objectiu del joc (§9.3, §1.5).
standings-mistakes-most-outs = { $Claim }: comptar quantes vegades ha tancat cadascú. Tancar no
    dona cap bonificació; només compten els punts de les cartes que queden a la mà (§8.2).
standings-mistakes-tie-break = { $Claim }: triar només una de les persones empatades. Qui empata amb
    el total més baix va al davant i, al final de la partida, comparteix la victòria (§9.4).
standings-mistakes-skip-void = { $Claim }: no comptar les rondes sense guanyador. Els punts
    d'aquestes rondes compten com els de les altres (§9.5).
