## clauses

clauses = Regles: { $clauses }

## profile_note

profile_note = Versió { $profile }: aquesta resposta només fa servir el que el motor modela
    d'aquesta versió (baralla, contractes, llargada de les combinacions, pals de les escales);
    les regles citades són les d'aquest lloc.

## profile_notes

profile_notes-catalan-source = Versió del text català ({ $profile }): les regles citades (V1 a V14)
    són les d'aquest text, numerades a la pàgina Variants, secció «Les regles del text català».

## reason

reason = { $reason }

## words

words-no_cards = (cap carta)
words-cards =
    { $n ->
        [one] { $n } carta
       *[other] { $n } cartes
    }
words-seat = jugador { $seat }
words-seat_the = el jugador { $seat }
words-and = { " i " }
words-nor = { " ni " }
# what joins whole clauses, each with its verb (the steps of a way out)
words-clauses_sep = { "; " }
words-clauses_last = { ", i " }
# before the last clause when the one before it joins two with «i» itself, and between two
words-clauses_last_inner = { ", i " }
words-clauses_pair = { " i " }
# el total d'un jugador en una llista de totals, i el que en separa dos
words-total = { $who }, { $n }
words-totals_sep = { "; " }
words-totals_last = { "; i " }
words-or = { " o " }
words-groups = grups
words-sequences = escales
words-end_low = per l'extrem de baix
words-end_high = per l'extrem de dalt
words-meld = combinació { $n }
words-the_meld = la combinació { $n }
# un extrem d'una combinació ($end: low, high; $meld: «combinació 1 (7♥ 8♥ 9♥ 10♥)»)
words-meld_end = { $meld } { $end ->
        [low] { words-end_low }
        [both] per qualsevol dels dos extrems
       *[high] { words-end_high }
    }
words-the_meld_end = la { $meld } { $end ->
        [low] { words-end_low }
        [both] per qualsevol dels dos extrems
       *[high] { words-end_high }
    }
# un lloc on va una carta, tal com ho diu cada element d'una llista de llocs
words-to_the_meld = a la combinació { $n }
words-to_the_meld_end = a la { $meld } { $end ->
        [low] { words-end_low }
        [both] per qualsevol dels dos extrems
       *[high] { words-end_high }
    }

## contract

contract-groups-1 = un grup
contract-groups-2 = dos grups
contract-groups-3 = tres grups
contract-sequences-1 = una escala
contract-sequences-2 = dues escales
contract-sequences-3 = tres escales
compare-site = Amb les regles d'aquest lloc:
compare-house = Amb les regles de la casa { $profile }:
compare-refused = Aquesta situació no existeix amb aquestes regles: { $reason }
compare-changed = La resposta canvia amb aquestes regles de la casa.
compare-same = La resposta és la mateixa amb aquestes regles de la casa.

## can_open

can_open-ok = Sí. A la ronda { $round } el contracte són { $contract } (§4.1), i amb aquesta mà
    el jugador pot baixar { $laydown }, cada combinació amb la llargada mínima exacta (§5.2).
can_open-ok_final = Sí. A la ronda { $round } es baixa tota la mà de cop, en tres escales, i es
    tanca sense descartar (§7.4): { $laydown }.
can_open-ok_final_discard =
    Sí. Amb aquestes regles de la casa, a la ronda { $round } es baixen totes les cartes menys
    una, en tres escales, i es tanca descartant la que sobra (§7.4): { $laydown }.
can_open-ok_at_least = Sí. A la ronda { $round } el contracte són { $contract } (§4.1), i amb
    aquesta mà el jugador pot baixar { $laydown }; cada combinació té almenys la llargada mínima ({ $lengths }).
can_open-other_ways = Hi ha { $count ->
        [one] { $count } manera
       *[other] { $count } maneres
    } de baixar amb aquesta mà; aquesta n'és una.
can_open-other_ways_more = Hi ha més { $count ->
        [one] d'{ $count } manera
        [11] d'{ $count } maneres
       *[other] de { $count } maneres
    } de baixar amb aquesta mà; aquesta n'és una.
can_open-keep = Queden a la mà { $rest_each }; una d'aquestes cartes serà el descart obligatori
    (§5.5).
can_open-keep_one = Queda a la mà { $rest_each }, per al descart obligatori (§5.5).
can_open-keep_or_meld = { $rest_count ->
        [one] Queda a la mà { $rest_each }; si el jugador no { $rest_gender ->
            [feminine] la
           *[masculine] el
        } baixa, l'haurà de descartar al final del torn (§5.5).
       *[other] Queden a la mà { $rest_each }; si el jugador no baixa totes aquestes cartes,
            n'haurà de descartar una al final del torn (§5.5).
    }
can_open-meld_all = Amb aquesta baixada al jugador no li queda cap carta: tanca sense descartar
    (§5.5, §8.1).
can_open-same_suit_ok = Dues escales del mateix pal poden anar al mateix contracte sempre que no
    siguin contigües (§4.3).
can_open-too_few = No. El contracte de la ronda { $round } ({ $contract }) fa servir { $need ->
        [one] { $need } carta
       *[other] { $need } cartes
    }, i n'ha de quedar almenys una a la mà per al descart obligatori ({ $lengths }, §5.5):
    amb { $size } no es pot baixar.
can_open-too_few_meld_all = No. El contracte de la ronda { $round } ({ $contract }) necessita
    almenys { $need ->
        [one] { $need } carta
       *[other] { $need } cartes
    } (§4.1, { $lengths }), i aquesta mà té { $size }.
can_open-too_few_final = No. A la ronda { $round } es baixa tota la mà en tres escales (§7.4):
    calen almenys { $need ->
        [one] { $need } carta
       *[other] { $need } cartes
    }, i aquesta mà té { $size }.
can_open-too_few_final_discard =
    No. Amb aquestes regles de la casa, a la ronda { $round } es baixen totes les cartes menys
    una, en tres escales (§7.4): calen almenys { $need ->
        [one] { $need } carta
       *[other] { $need } cartes
    } i una més per al descart, i aquesta mà té { $size }.
can_open-same_suit = No. Només es podria baixar amb dues escales contigües del mateix pal, com ara {
    $laydown }, i això no està permès: entre totes dues hi ha d'haver un forat o un
    encavalcament (§4.3).
can_open-same_suit_distinct = No. Només es podria baixar amb dues escales del mateix pal, com ara {
    $laydown }, i amb aquestes regles les escales d'un contracte han de ser de pals diferents (§4.3).
can_open-no_contract = No. Amb aquesta mà no es poden formar { $contract }, el contracte de la ronda {
    $round } (§4.1), amb cada combinació de la llargada exacta (§5.2).
can_open-no_contract_at_least = No. Amb aquesta mà no es poden formar { $contract }, el contracte de la
    ronda { $round } (§4.1), amb combinacions d'almenys la llargada mínima ({ $lengths }).
can_open-no_final = No. A la ronda { $round } cal baixar tota la mà de cop en tres escales
    (§7.4), i aquesta mà no es pot dividir així.
can_open-no_final_discard =
    No. Amb aquestes regles de la casa, a la ronda { $round } cal baixar totes les cartes menys
    una d'un cop en tres escales (§7.4), i aquesta mà no es pot dividir així.
can_open-partial = De les combinacions del contracte, aquesta mà només en forma { $melds_count ->
        [one] una
        [2] dues
       *[other] { $melds_count }
    }: { $melds }, i no es pot baixar a mitges (§5.2).
can_open-partial_at_least = De les combinacions del contracte, aquesta mà només en forma { $melds_count ->
        [one] una
        [2] dues
       *[other] { $melds_count }
    }: { $melds }.

## meld

meld-group = un grup { $n ->
        [one] d'{ $n } carta de valor { $rank }
        [11] d'{ $n } { $ranks }
       *[other] de { $n } { $ranks }
    }
meld-sequence = una escala { $n ->
        [one] d'{ $n } carta
        [11] d'{ $n } cartes
       *[other] de { $n } cartes
    } de { $suit } ({ $low }–{ $high })
meld-sequence_spans = una escala { $n ->
        [one] d'{ $n } carta
        [11] d'{ $n } cartes
       *[other] de { $n } cartes
    } de { $suit } ({ $spans })
meld-jokers =
    { $jokers_count ->
        [one] El comodí queda amb el valor declarat ({ $jokers }), que ja no canvia (§3.7).
       *[other] Els comodins queden amb els valors declarats ({ $jokers }), que ja no canvien
            (§3.7).
    }
meld-jokers_only = Un grup només de comodins és vàlid, amb el valor declarat (§D1).
meld-jokers_group =
    { $n ->
        [one] El comodí fa { $group_rank_article ->
            [el] de { $group_rank_symbol }
            [la] de { $group_rank_symbol }
           *[other] d'{ $group_rank_symbol }
        } (el valor del grup), i aquest valor ja no canvia (§3.7).
       *[other] Els { $n } comodins fan { $group_rank_article ->
            [el] de { $group_rank_symbol }
            [la] de { $group_rank_symbol }
           *[other] d'{ $group_rank_symbol }
        } (el valor del grup), i aquest valor ja no canvia (§3.7).
    }
meld-jokers_choice =
    { $n ->
        [one] El comodí encara no té valor: pot ser { $choices }. El jugador el declara quan
            el juga, i aquest valor ja no canvia (§3.7, §D2).
       *[other] Els comodins encara no tenen valor: poden ser { $choices }. El jugador els
            declara quan els juga, i aquests valors ja no canvien (§3.7, §D2).
    }
meld-invalid = No. { $meld } no és una combinació vàlida.
meld-undeclared = No, tal com està: els comodins encara no tenen valor.
meld-undeclared_group = Com a grup: un grup només de comodins és vàlid (§D1), però en jugar-lo cal
    declarar-ne el valor, per exemple JK=7.
meld-undeclared_group_contract = Com a grup: un grup només de comodins serveix per al contracte de
    la ronda { $round } ({ $contract }, §4.1, §D1), però en baixar-lo cal declarar-ne el valor, per
    exemple JK=7.
meld-valid_table = Sí. { $meld } és una combinació vàlida a la taula: { $what }.
meld-valid_contract = Sí. { $meld } serveix per al contracte de la ronda { $round } ({ $contract },
    §4.1): { $what }, amb la llargada exacta que demana la baixada (§5.2).
meld-valid_contract_at_least = Sí. { $meld } serveix per al contracte de la ronda { $round } ({
    $contract }, §4.1): { $what }; en baixar, una combinació pot tenir més cartes que el mínim
    ({ $lengths }).
meld-valid_final = Sí. { $meld } serveix per baixar a la ronda { $round } ({ $contract }, §4.1):
    { $what }; a la ronda final una escala pot tenir més cartes que el mínim (§7.4).
meld-not_in_contract = No. El contracte de la ronda { $round } és { $contract } (§4.1): no porta
    { $kind }.
meld-no_contract = No. { $meld } no serveix com a combinació del contracte de la ronda { $round }.
meld-as_group = Com a grup: { $reason }
meld-as_sequence = Com a escala: { $reason }
meld-as_sequence_not_in_contract = Com a escala: el contracte de la ronda { $round } no porta
    escales (§4.1).

## lay_off

lay_off-may_not = No. Aquest jugador ara no pot afegir cartes.
lay_off-last_card = No. El jugador no pot afegir { $card_the }, la seva última carta: n'ha de guardar
    una a la mà per al descart obligatori (§5.5).
lay_off-keep_all = No. El jugador no pot afegir totes aquestes cartes: n'ha de guardar una a la mà
    per al descart obligatori (§5.5).
lay_off-keep_one = Sí que les pot afegir totes menys { $card_the }, que es queda per al descart
    (§5.4): { $steps }.
lay_off-keep_any = Sí que les pot afegir totes menys una, la que es queda per al descart; pot
    guardar qualsevol d'aquestes cartes: { $cards_either }. Per exemple, si guarda { $card_the } (§5.4):
    { $steps }.
lay_off-keep_none = { $n ->
        [one] I tampoc no en pot afegir totes menys una: guardi la que guardi, l'altra no pot
            anar a la taula en aquest torn (§5.4).
       *[other] I tampoc no en pot afegir totes menys una: guardi la que guardi, les altres no
            poden anar totes a la taula en aquest torn (§5.4).
    }
lay_off-nowhere = No. { $Card_the } no encaixa en cap combinació de la taula.
lay_off-no_kin = { $Card_the } no té el valor de cap grup de la taula ni el pal de cap escala
    (§3.5, §3.2).
lay_off-miss = La { $target } no accepta { $card_the }: { $reason }
lay_off-no_plan = No. Aquestes cartes no poden anar totes a la taula en aquest torn, en cap
    ordre ni amb intercanvis de comodí (§5.4).
lay_off-where = Sí (§5.4): { $card_the } pot anar { $where }.
lay_off-ok_either_end = Sí. { $Card_the } pot anar a la { $target }, per qualsevol dels dos
    extrems; en afegir-{ $card_gender ->
        [feminine] la
       *[masculine] lo
    }, el jugador diu per quin, perquè això en fixa el valor (§D2, §3.7).
lay_off-ok_plan = Sí. En aquest torn el jugador pot afegir totes aquestes cartes (§5.4): { $steps }.
lay_off-ok_either_end_ace = Sí. { $Card_the } pot anar a la { $target }, per qualsevol dels dos
    extrems: l'as pot anar baix, abans del 2, o alt, després del rei; en afegir-lo, el jugador diu
    per quin extrem (§3.3, §3.4).
lay_off-ok = Sí. El jugador pot afegir { $cards_the } a la { $target }, que queda { $result } (§5.4).
lay_off-refused = No. El jugador no pot afegir { $cards_each } a la { $target }.
lay_off-stuck = { $cards_count ->
        [one] { $Cards_each } no encaixa en cap combinació de la taula
       *[other] { $Cards_each } no encaixen en cap combinació de la taula
    }, sigui quin sigui l'ordre en què s'afegeixin les altres (§3.4, §3.5).
lay_off-together = Cada una d'aquestes cartes pot anar a la taula, sola o després d'algunes de
    les altres, però no totes juntes en aquest torn.
lay_down-ok = Sí. { $laydown } és el contracte de la ronda { $round }: { $contract } (§4.1).
lay_down-ok_final =
    Sí. { $laydown } és el contracte de la ronda { $round }: { $contract } (§4.1), amb tota la
    mà d'una vegada (§7.4).
lay_down-refused =
    No. { $laydown } no serveix com a contracte de la ronda { $round } ({ $contract }).

## joker_swap

joker_swap-may_not = Ara aquest jugador no pot intercanviar cap comodí.
joker_swap-no_jokers = No es pot intercanviar cap comodí: no n'hi ha cap a les combinacions de la taula.
joker_swap-none = No es pot intercanviar cap comodí.
joker_swap-some =
    { $count ->
        [one] Hi ha un intercanvi de comodí possible.
       *[other] Hi ha { $count } intercanvis de comodí possibles.
    }
joker_swap-swap = Amb { $card_the }, el jugador pot recuperar el comodí de la { $meld }, i en aquest
    mateix torn el comodí { $where_count ->
        [one] té un sol lloc on anar (§7.1, §7.2): { $where }.
       *[other] pot anar a qualsevol d'aquests llocs (§7.1, §7.2): { $where }.
    }
joker_swap-spot = { $target } (com a { $joker })
joker_swap-cannot = El comodí { $joker } de la { $meld } no es pot intercanviar: { $reason }
joker_swap-place = El comodí recuperat s'ha de col·locar a la taula en aquest mateix torn, amb
    el valor del lloc on queda; no es guarda per a més tard (§7.2, §3.7).
joker_swap-asked_swap =
    Sí. Amb { $card_the }, el jugador pot recuperar el comodí de la { $meld }, i en aquest mateix
    torn el comodí { $where_count ->
        [one] té un sol lloc on anar (§7.1, §7.2): { $where }.
       *[other] pot anar a qualsevol d'aquests llocs (§7.1, §7.2): { $where }.
    }
joker_swap-asked_place =
    Sí. Amb { $card_the }, el jugador pot recuperar el comodí de la { $meld } i posar-lo a la { $target }, on
    queda com a { $joker } (§7.1, §7.2, §3.7).
joker_swap-asked_may_not = No. Aquest jugador ara no pot intercanviar comodins.
joker_swap-asked_no_jokers = No: no hi ha comodins a les combinacions de la taula.
joker_swap-asked_no = No. Aquest intercanvi de comodí no està permès.
joker_swap-asked_none_for = No. Cap comodí de la taula no representa { $card_the }: només la carta natural exacta
    que representa un comodí, del mateix valor i pal, el recupera (§7.1).
joker_swap-asked_none_for_groups = No. Cap comodí de la taula no es recupera amb { $card_the }: en una escala, només amb la
    carta natural exacta que representa el comodí, i en un grup, amb aquestes regles de la casa,
    només amb una carta del valor del grup (§7.1).
joker_swap-asked_only_group = No. { $count ->
        [one] L'únic comodí que es podria recuperar amb { $card_the } és
       *[other] Els únics comodins que es podrien recuperar amb { $card_the } són
    } { $groups ->
        [one] en un grup
       *[other] en grups
    }, i els comodins dels grups no es recuperen (§7.3).

## penalty

penalty-total = { $total ->
        [one] { $total } punt
       *[other] { $total } punts
    }: { $sum } (§8.1).
penalty-joker = Un comodí que queda a la mà costa 15 punts (§D12).
penalty-empty = 0 punts: qui tanca es queda sense cartes i no suma res (§8.2).

## buy

buy-active_takes = El { $active }, que té el torn, agafa { $card_the } de la pila de descarts sense
    penalització, i ningú no compra fora de torn (§6.7, §D3).
buy-nobody = Ningú no compra fora de torn.
buy-bought = El { $seat } compra { $card_the } fora de torn i s'emporta també { $penalty_the }, la carta
    de dalt del munt, com a penalització (§6.2, §6.3).
buy-bought_reshuffled = El { $seat } compra { $card_the } fora de torn i s'emporta també, com a
    penalització, una carta del munt refet, que surt a l'atzar (§6.3, §9.1).
buy-bought_reshuffled_known =
    El { $seat } compra { $card_the } fora de torn i s'emporta també, com a penalització, una carta
    del munt refet, que només pot ser { $penalty_the } (§6.3, §9.1).
# $n: les cartes que queden a la pila de descarts després de la compra (0: cap; 1: només la de dalt)
buy-bought_no_penalty = El { $seat } compra { $card_the } fora de torn, però no hi ha carta de
    penalització: el munt està buit { $n ->
        [0] i la pila de descarts també ha quedat buida, de manera que no hi ha cap carta amb
            què refer el munt (§9.1).
       *[other] i la pila de descarts només té la carta de dalt, de manera que ni tan sols es pot
            refer el munt (§9.1).
    }
buy-bought_no_penalty_limit = El { $seat } compra { $card_the } fora de torn, però la carta de
    penalització ja no es pot robar: caldria refer el munt per quarta vegada (§6.3, §D14).
buy-bought_kept = La compra fora de torn es manté: el { $seat } es queda { $card_the } a la mà, i aquesta carta
    compta en la seva penalització. Les regles no diuen si una compra es desfà quan falta la
    carta de penalització; és la lectura d'aquest lloc, no una regla escrita (§6.2, §6.3).
buy-bought_many =
    El { $seat } compra { $card_the } fora de torn i s'emporta també { $count ->
        [one] { $penalty_each }, la carta de dalt del munt
       *[other] { $penalty_each }, les { $count } cartes de dalt del munt
    }, com a penalització (§6.2, §6.3).
# $n: les cartes que queden a la pila de descarts (0: cap; 1: només la de dalt)
buy-penalty_short = { $missing ->
        [one] L'última carta de penalització ja no es pot robar
       *[other] Les últimes { $missing } cartes de penalització ja no es poden robar
    }: el munt està buit { $n ->
        [0] i la pila de descarts també ha quedat buida, de manera que no hi ha cap carta amb
            què refer el munt (§9.1).
       *[other] i la pila de descarts només té la carta de dalt, de manera que ni tan sols es pot
            refer el munt (§9.1).
    }
buy-penalty_short_limit = { $missing ->
        [one] L'última carta de penalització ja no es pot robar
       *[other] Les últimes { $missing } cartes de penalització ja no es poden robar
    }: caldria refer el munt per quarta vegada (§D14).
buy-bought_free =
    El { $seat } compra { $card_the } fora de torn, sense emportar-se cap carta de penalització del
    munt (§6.2, §6.3).
buy-bought_unlisted =
    El { $seat } compra { $card_the } fora de torn i s'emporta també, com a penalització, la carta
    de dalt del munt, que no s'ha indicat (§6.2, §6.3).
buy-ask_not_reached = El { $seat } ha demanat { $card_the }, que no ha arribat a quedar a dalt de la pila
    de descarts mentre es compraven cartes: només es compra la carta de dalt (§6.2, §6.4).
buy-ask_not_in_pile = El { $seat } ha demanat { $card_the }, que no és a la pila de descarts: només es
    compra la carta de dalt de la pila de descarts (§6.2).
buy-refused_priority = El { $seat } també ha demanat { $card_the }, però se l'emporta qui va abans
    comptant des del jugador de torn (§6.2).
buy-refused_priority_discarder = El { $seat } també ha demanat { $card_the }, que acaba de
    descartar: qui descarta pot demanar la carta com els altres, però és l'últim comptant des del
    jugador de torn (§6.2, §D3).
buy-refused_consecutive = El { $seat } ha demanat { $card_the }, però acaba de comprar la carta
    anterior i no pot fer dues compres seguides (§6.4, §D4).
buy-refused_active = El { $seat } ha demanat { $card_the }, però el jugador de torn se l'ha { $card_gender ->
        [feminine] quedada
       *[masculine] quedat
    } (§6.7).
buy-refused_limit =
    El { $seat } ha demanat { $card_the }, però ja ha fet les compres que aquestes regles permeten
    en una ronda (§6.6).
buy-refused_no_buying =
    El { $seat } ha demanat { $card_the }, però amb aquestes regles no es compra fora de torn
    (§6.1).
buy-reshuffled = El munt s'ha acabat: s'han barrejat les cartes de la pila de descarts, menys la
    de dalt, per fer un munt nou (§9.1).
buy-reshuffled_for_penalty = Com que el munt està buit, per a aquesta penalització es barregen les
    cartes de la pila de descarts, menys la que queda a dalt després de la compra, i fan un munt nou
    (§9.1).
buy-round_ends = La ronda s'acaba aquí, sense guanyador, i cada jugador suma la penalització de
    les cartes que té a la mà (§9.2, §D9).
buy-round_ends_limit = El munt està buit i ja s'ha refet { $count ->
        [2] dues vegades
        [3] tres vegades
       *[other] { $count } vegades
    } en aquesta ronda, el
    màxim: la ronda s'acaba aquí, sense guanyador, i cada jugador suma la penalització de les
    cartes que té a la mà, igual que a la §9.2 (§D14).
# la ronda s'acaba en robar el jugador de torn després de les compres (6.5); $rebuilt: les
# vegades que s'ha refet el munt durant les compres (0: no s'ha refet); $n: les cartes de la
# pila de descarts (0: cap; 1: només la de dalt)
buy-round_ends_active =
    Després, el { $active }, que té el torn, ha de robar (§6.5), però { $rebuilt ->
        [0] el munt està buit
       *[other] el munt torna a estar buit
    } { $n ->
        [0] i la pila de descarts també: no hi ha cap carta per robar ni amb què refer el munt
            (§9.1).
       *[other] i la pila de descarts només té la carta de dalt, que no es barreja: ni refent
            el munt no hi ha cap carta per robar (§9.1).
    } La ronda s'acaba aquí, sense guanyador, i cada jugador suma la penalització de les cartes
    que té a la mà (§9.2, §D9).
buy-round_ends_limit_active =
    Després, el { $active }, que té el torn, ha de robar (§6.5), però el munt està buit i ja s'ha refet { $count ->
        [1] una vegada
        [2] dues vegades
        [3] tres vegades
       *[other] { $count } vegades
    } en aquesta ronda, el màxim: no es torna a refer, encara que la pila de descarts tingui
    { $discard }. La ronda s'acaba aquí, sense guanyador, i cada jugador suma la penalització de
    les cartes que té a la mà, igual que a la §9.2 (§D14).
buy-active_draws = Després, el { $active }, que té el torn, roba { $card_the } del munt i continua
    el torn (§6.5).
buy-active_draws_reshuffled = Després, el { $active }, que té el torn, roba una carta del munt
    refet, a l'atzar, i continua el torn (§6.5, §9.1).
buy-active_draws_reshuffled_known =
    Després, el { $active }, que té el torn, roba del munt refet l'única carta que hi pot
    sortir, { $card_the }, i continua el torn (§6.5, §9.1).
buy-active_draws_unlisted =
    Després, el { $active }, que té el torn, roba la carta de dalt del munt, que no s'ha
    indicat, i continua el torn (§6.5).

## go_out

go_out-ok = Sí. El jugador pot tancar en aquest torn: { $steps }.
go_out-ok_final = Sí. El jugador tanca ara mateix, baixant tota la mà i sense descartar (§7.4): { $steps }.
go_out-ok_final_discard =
    Sí. El jugador tanca ara, baixant totes les cartes menys una i descartant l'última (§7.4): { $steps }.
go_out-lay_down = baixa { $melds }
go_out-lay_off = afegeix { $card_the } a la { $target }
go_out-swap = intercanvia el comodí de la { $meld } { $card_article ->
        [el] pel { $card }
       *[other] per { $card_the }
    } i posa el comodí a la { $target }, com a { $joker } (§7.1, §7.2, §3.7)
go_out-discard = descarta { $card_the }, l'última carta, amb què tanca (§5.5)
go_out-no_lay_off = No. No hi ha manera d'afegir a les combinacions de la taula totes les cartes
    menys una, ni tan sols intercanviant comodins, per descartar després l'última (§5.4, §5.5,
    §7.1).
go_out-no_lay_off_meld = No. Amb aquestes regles de la casa es tanca posant a la taula totes les cartes, o
    totes menys una i descartant l'última, i no hi ha manera d'afegir a les combinacions de la
    taula ni totes les cartes ni totes menys una, ni tan sols intercanviant comodins (§5.4, §5.5,
    §7.1).
go_out-no_final = No. A la ronda { $round } només es tanca baixant tota la mà en tres escales
    (§7.4), i aquesta mà no ho permet.
go_out-no_final_discard =
    No. Amb aquestes regles de la casa, a la ronda { $round } només es tanca baixant totes les
    cartes menys una en tres escales i descartant l'última (§7.4), i aquesta mà no ho permet.
go_out-same_suit = Només es podria baixar amb dues escales contigües del mateix pal, com passa a {
    $laydown }, i això no està permès: entre totes dues hi ha d'haver un forat o un
    encavalcament (§4.3).
go_out-same_suit_distinct = Només es podria baixar amb dues escales del mateix pal, com passa a {
    $laydown }, i amb aquestes regles les escales d'un contracte han de ser de pals diferents (§4.3).
go_out-no_open = No. Qui encara no ha baixat només tanca si baixa el contracte de la ronda {
    $round } ({ $contract }) i descarta l'única carta que li sobra (§5.2, §5.5); en el torn en
    què baixa no pot afegir cartes (§5.4).
go_out-no_open_meld = No. Qui encara no ha baixat només tanca si, amb aquestes regles de la casa, baixa el
    contracte de la ronda { $round } ({ $contract }) amb totes les cartes de la mà, o amb totes
    menys una i descartant la que li sobra (§5.2, §5.5); en el torn en què baixa no pot afegir
    cartes (§5.4).
go_out-opens_but = El jugador pot baixar { $laydown }, però li queden { $count } a la mà: {
    $rest }.
go_out-cannot_open = Amb aquesta mà, el jugador ni tan sols pot baixar el contracte ara.

## follow
# After a ruling, the next questions start from its result (generator/questions/follow.py):
# what was played, said before them. They cite no rule (the ruling above does).
follow-lay_down = Després de baixar { $melds }:
follow-same_hand = Amb la mateixa mà:
follow-lay_off = Després d'afegir { $card_the } a la { $target }:
follow-swap = Després d'intercanviar el comodí de la { $meld } { $card_article ->
        [el] pel { $card }
       *[other] per { $card_the }
    } i posar el comodí a la { $target }, com a { $joker }:
follow-moves = Després de jugar com diu el veredicte:
## draw

draw-draw = El munt té { $stock }: es roba la carta de dalt, com sempre (§5.1).
draw-reshuffle = El munt està buit: es barregen les cartes de la pila de descarts, menys la de
    dalt, que queda cara amunt, i formen un munt nou amb { $size }, d'on es roba (§9.1). El
    mateix val per a la carta de penalització d'una compra fora de torn.
# $n: les cartes de la pila de descarts (0: cap; 1: només la de dalt)
draw-round_ends = { $n ->
        [0] El munt i la pila de descarts són buits: no hi ha cap carta per robar ni amb què
            refer el munt (§9.1).
       *[other] El munt està buit i la pila de descarts només té la carta de dalt, que no es
            barreja: ni refent el munt no hi ha cap carta per robar (§9.1).
    } La ronda s'acaba sense guanyador i cada jugador
    suma la penalització de les cartes que té a la mà (§9.2, §D9).
draw-round_ends_limit = El munt està buit i ja s'ha refet { $reshuffles ->
        [one] una vegada
        [2] dues vegades
        [3] tres vegades
       *[other] { $reshuffles } vegades
    } en aquesta ronda, el màxim: no es torna a refer, encara que la pila de descarts tingui
    { $discard }. La ronda s'acaba sense guanyador i cada jugador suma la penalització de les
    cartes que té a la mà, igual que a la §9.2 (§D14).
draw-last_reshuffle = És la { $count ->
        [1] primera
        [2] segona
        [3] tercera
       *[other] { $count }a
    } vegada que es refà el munt en aquesta ronda, l'última
    permesa: quan torni a caldre robar d'un munt buit, la ronda s'acaba (§D14).

## standings

standings-totals = Totals al final de la ronda { $rounds }: { $totals } (§8.4).
standings-winner = Guanya la partida: { $who_the }, amb el total més baix, { $total ->
        [one] { $total } punt
       *[other] { $total } punts
    } (§9.3, §1.5).
standings-tie = Empat al total més baix, { $total ->
        [one] { $total } punt
       *[other] { $total } punts
    }; comparteixen la victòria: { $who_the } (§9.4).
standings-leader = Va al davant: { $who_the }, amb { $total ->
        [one] { $total } punt
       *[other] { $total } punts
    }; la partida no s'acaba fins després de la ronda { $last } (§9.3).
standings-leaders = Empat a { $total ->
        [one] { $total } punt
       *[other] { $total } punts
    } al davant: { $who_the }; la partida no s'acaba fins després de la ronda { $last } (§9.3).

## reasons

reasons-group-no-end = Un grup no té extrems: les cartes s'hi afegeixen sense cap posició fixa
    (§3.5).
reasons-table-not-contracts = A la taula només hi ha contractes sencers, un per cada jugador que
    ha baixat: després de baixar ningú no crea combinacions noves (§5.3).
reasons-table-final-round = A la ronda final cap combinació no queda a la taula: qui baixa tanca
    de seguida (§7.4).
reasons-final-round-opened = A la ronda final ningú no es queda amb cartes després de baixar:
    qui baixa tanca de seguida (§D8).
reasons-opened-twice = Un jugador baixa una sola vegada: no pot haver baixat en un torn anterior
    i també en aquest (§5.3).
reasons-group-mixed-ranks = Un grup està format per cartes del mateix valor (§3.1).
reasons-group-joker-rank = En un grup, cada comodí pren el valor del grup (§3.7).
reasons-group-joker-suit = { $card } declara una carta d'escala, amb valor i pal; en un grup, un
    comodí només pren el valor del grup: { $value } (§3.7).
reasons-group-joker-undeclared = En un grup, cada comodí pren el valor del grup, per exemple JK=7
    (§3.7).
reasons-group-undeclared = En un grup només de comodins cal declarar-ne el valor, per exemple
    JK=7 (§D1).
reasons-group-too-short = Un grup té almenys { $group_length ->
        [one] { $group_length } carta
       *[other] { $group_length } cartes
    } (§3.1).
reasons-group-too-long = Amb aquestes regles, un grup té com a màxim { $group_longest ->
        [one] { $group_longest } carta
       *[other] { $group_longest } cartes
    } (§3.5).
reasons-group-repeated-suit = Amb aquestes regles, en un grup no hi pot haver dues cartes del
    mateix pal (§3.1).
reasons-group-other-rank = { $Card_the } no és del valor del grup { $meld }: un grup només creix amb
    cartes del seu valor (§3.5).
reasons-joker-declared-elsewhere = { $Card_the } s'ha declarat amb un altre valor i no encaixa a {
    $meld } (§3.7).
reasons-sequence-joker-rankless = En una escala, un comodí val una carta amb valor i pal, per
    exemple JK=7♠ (§D2).
reasons-sequence-joker-place = En una escala, cada comodí val la carta del lloc que ocupa (§D2).
reasons-sequence-mixed-suits = Una escala és tota del mateix pal (§3.2).
reasons-sequence-undeclared = Una escala necessita una carta natural o un comodí declarat que en
    fixi el pal (§D2).
reasons-sequence-too-long = Una escala té com a màxim { $longest ->
        [one] { $longest } carta
       *[other] { $longest } cartes
    } (§3.4).
reasons-sequence-repeat = Hi ha dues cartes per al mateix lloc de l'escala (§3.2).
reasons-sequence-gap = Una escala és de valors seguits, sense forats (§3.2).
reasons-sequence-gap-jokers = Una escala és de valors seguits, i { $joker_count ->
        [one] un sol comodí no basta
       *[other] { $joker_count } comodins no basten
    } per omplir els forats entre aquestes cartes (§3.2).
reasons-sequence-too-short = Una escala té almenys { $sequence_length ->
        [one] { $sequence_length } carta
       *[other] { $sequence_length } cartes
    } (§3.2).
reasons-sequence-wraps = L'as va baix o alt, i una escala no dona la volta; K-A-2 no és una
    escala (§3.3).
reasons-meld-ambiguous = Aquestes cartes poden ser un grup o una escala: digueu quina de les
    dues (§D2).
reasons-group-length = En baixar, un grup té { $exact ->
        [yes] exactament { $low ->
            [one] { $low } carta
           *[other] { $low } cartes
        }
       *[no] de { $low } a { $high } cartes
    }; les altres cartes
    s'afegeixen després (§5.2).
reasons-sequence-length = En baixar, una escala té { $exact ->
        [yes] exactament { $low ->
            [one] { $low } carta
           *[other] { $low } cartes
        }
       *[no] de { $low } a { $high } cartes
    }; les altres cartes
    s'afegeixen després (§5.2).
reasons-same-suit = Dues escales del mateix pal al contracte no poden ser contigües (§4.3).
reasons-wrong-melds = La baixada ha de ser exactament el contracte de la ronda (§4.1).
reasons-whole-hand = A la ronda final la baixada fa servir tota la mà (§7.4).
reasons-whole-hand-discard =
    Amb aquestes regles de la casa, a la ronda final la baixada fa servir totes les cartes menys
    una, que es descarta per tancar (§7.4).
reasons-not-in-hand = { $Card_the } no és a la mà (§3.6).
reasons-keep-discard = Ha de quedar una carta a la mà per al descart obligatori: es tanca
    descartant l'última carta (§5.5).
reasons-beyond-ace = { $Card_the } no pot anar més enllà de l'as de l'escala { $meld }: no s'hi pot posar
    res per sota d'un as baix ni per sobre d'un as alt (§3.4).
reasons-does-not-extend = { $end ->
        [low] { $Card_the } no continua l'escala { $meld } per l'extrem de baix: per aquest
            extrem només hi entra { $low_card_the }, o un comodí en el seu lloc (§3.2, §3.4).
        [high] { $Card_the } no continua l'escala { $meld } per l'extrem de dalt: per aquest
            extrem només hi entra { $high_card_the }, o un comodí en el seu lloc (§3.2, §3.4).
       *[any] { $ends ->
            [both] { $Card_the } no continua l'escala { $meld }: només hi entren { $low_card_the },
                per l'extrem de baix, i { $high_card_the }, per l'extrem de dalt, o un comodí en
                lloc de qualsevol dels dos (§3.2, §3.4).
            [low] { $Card_the } no continua l'escala { $meld }: només hi entra { $low_card_the },
                per l'extrem de baix, o un comodí en el seu lloc (§3.2, §3.4).
            [high] { $Card_the } no continua l'escala { $meld }: només hi entra
                { $high_card_the }, per l'extrem de dalt, o un comodí en el seu lloc (§3.2,
                §3.4).
           *[none] { $Card_the } no continua l'escala { $meld }: ja no hi entra cap carta
                (§3.2, §3.4).
        }
    }
reasons-other-suit = { $Card_the } no és del pal de l'escala { $meld }: una escala és tota del
    mateix pal (§3.2).
reasons-gap-unfilled = { $Card_the } no arriba a l'escala { $meld } { $end ->
        [low] per l'extrem de baix
       *[high] per l'extrem de dalt
    }: entre aquesta carta i l'escala { $missing_cards_count ->
        [one] hi falta { $missing_cards_each }, i { $jokers ->
            [0] no hi ha cap comodí per a aquest lloc
           *[other] no queda cap comodí per a aquest lloc
        }
       *[other] hi falten { $missing_cards_each }, i { $jokers ->
            [0] no hi ha cap comodí per a aquests llocs
           *[other] no queda cap comodí per a aquests llocs
        }
    } (§3.2).
reasons-sequence-full = { $meld } ja té { $longest ->
        [one] { $longest } carta
       *[other] { $longest } cartes
    }, el màxim d'una escala (§3.4).
reasons-which-end__D2 = { $Card_the } encaixa pels dos extrems de l'escala { $meld }: digueu per quin (§D2).
reasons-which-end__3-3 = { $Card_the } encaixa pels dos extrems de l'escala { $meld }, perquè l'as pot
    anar baix, abans del 2, o alt, després del rei: digueu per quin (§3.3).
reasons-final-round-no-layoff = A la ronda { $round } ningú no afegeix cartes ni intercanvia
    comodins: qui baixa, tanca (§7.4, §D8).
reasons-not-opened = Qui encara no ha baixat no afegeix cartes ni intercanvia comodins (§D7).
reasons-opening-turn__5-4 = En el torn en què baixa, el jugador no afegeix cartes: només a
    partir del seu torn següent (§5.4).
reasons-opening-turn__7-1 = Només intercanvia comodins qui ha baixat en un torn anterior, no en
    el torn en què baixa (§7.1).
reasons-no-such-meld = No hi ha cap combinació { $meld_index } a la taula.
reasons-swap-in-group = Els comodins dels grups no es recuperen (§7.3).
reasons-swap-with-joker = Un comodí s'intercanvia per la carta natural que representa, no per un
    altre comodí (§7.1).
reasons-swap-not-exact = { $kind ->
        [group] { $Card_the } no és del valor del grup { $meld } ({ $wanted }): amb aquestes regles
            de la casa, el comodí d'un grup només es recupera amb una carta natural del valor del
            grup (§7.1).
       *[sequence] { $joker_count ->
            [one] El comodí de l'escala { $meld } representa { $wanted_card_the }, no
                { $card_the }
           *[other] Els comodins de l'escala { $meld } representen { $wanted }, no { $card_the }
        }: només la carta natural exacta, del mateix valor i pal, recupera un comodí (§7.1).
    }
reasons-swap-no-joker = La combinació { $meld } no té cap comodí per intercanviar (§7.1).
reasons-swap-no-exact-card =
    Només { $card_the }, la carta natural exacta que representa el comodí (mateix valor i pal), el
    recupera, i la mà no la té (§7.1).
reasons-swap-no-card-of-rank =
    Amb aquestes regles de la casa, el comodí d'un grup es recupera amb una carta natural del
    valor del grup ({ $rank }), i la mà no en té cap (§7.1).
reasons-swap-keep-discard = Després de posar { $card_the } al lloc del comodí, al jugador no li
    quedaria cap carta per descartar (§D6, §5.5).
reasons-swap-joker-nowhere = El comodí recuperat no tindria lloc a la taula en aquest torn, i no
    es pot guardar (§D6, §7.2).
reasons-active-buys = El jugador de torn no compra fora de torn: pot agafar la carta de dalt de
    la pila de descarts sense penalització (§D3, §6.7).
reasons-ace-low-only =
    Amb aquestes regles de la casa, l'as només és baix: A-2-3-4 és escala, J-Q-K-A no (§3.3).
reasons-ace-high-only =
    Amb aquestes regles de la casa, l'as només és alt: J-Q-K-A és escala, A-2-3-4 no (§3.3).
reasons-no-discard = La pila de descarts està buida: no hi ha carta de dalt per agafar (§5.1).
reasons-draw-first = El torn comença agafant una carta: la de dalt del munt o la de dalt de la
    pila de descarts (§5.1).
reasons-already-drawn = A cada torn s'agafa una sola carta, del munt o de la pila de descarts, i
    aquest jugador ja n'ha agafat una (§5.1).
reasons-no-window = Ara no es pot comprar fora de torn: només es compra quan el jugador de torn
    tria el munt, abans que en robi la carta (§6.1).
reasons-no-joker-swaps =
    Amb aquestes regles de la casa, cap comodí no es recupera de la taula (§7.1).
reasons-window-open = Encara queden peticions de compra fora de torn per resoldre: qui compra
    no baixa ni descarta per això, i el jugador de torn només roba la carta del munt quan
    s'acaben (§6.3, §6.5).
reasons-new-meld-after-opening = Un cop ha baixat el contracte, un jugador ja no baixa
    combinacions noves: només afegeix cartes a les de la taula (§5.3).
reasons-round-over = La ronda ja s'ha acabat: no s'hi juga més.
reasons-game-over = La partida ja s'ha acabat: s'ha jugat l'última ronda (§9.3).
reasons-notation = { $token } no és una carta: s'escriu com ara 7♥, 10♠ o JK.
reasons-not-a-card = { $card } no és una carta de la baralla: li falta el pal (§1.2).
reasons-too-many-copies = { $Card_the } no hi pot ser { $count ->
        [one] { $count } vegada
       *[other] { $count } vegades
    }: entre totes les cartes del joc només n'hi ha { $limit } (§1.2).
reasons-too-many-jokers = No hi pot haver { $count ->
        [one] { $count } comodí
       *[other] { $count } comodins
    }: entre totes les cartes del joc només n'hi ha { $limit }
    (§1.2).
reasons-meld-mismatch = Les cartes d'aquesta combinació no corresponen a la forma declarada
    (§3.7).
reasons-meld-neither = { $meld } no és un grup ni una escala.
reasons-move-notation = { $text } no és una jugada ben escrita.
reasons-position-notation = Aquest text no descriu una posició d'una ronda.
reasons-place-held-by-joker =
    { $Card_the } no pot anar a { $meld }: aquest lloc ja l'ocupa un comodí, i el valor d'un comodí
    no canvia (§3.7).
reasons-house-rules-code =
    { $text } no és un codi de regles de la casa que aquest lloc sàpiga llegir ({ $detail }).
running_out-take =
    El { $active }, que té el torn, agafa la carta de dalt de la pila de descarts en lloc de
    robar del munt (§6.7, §5.1): no cal robar del munt, i per tant no es barreja res encara que
    el munt estigui buit.
house_rule = Regla de la casa per a «{ $label }» ({ $clauses }): { $rule }. En aquest lloc: { $base }.
house_rule_changes = Regla de la casa per a «{ $label }» ({ $clauses }): { $rule }. En aquest lloc: { $base }. Amb la regla d'aquest lloc, la resposta seria una altra.
house_rule_same = Regla de la casa per a «{ $label }» ({ $clauses }): { $rule }. En aquest lloc: { $base }. Amb la regla d'aquest lloc, la resposta seria la mateixa.
house_note =
    Regles de la casa { $profile }: aquesta resposta segueix les regles d'aquesta taula; les
    regles citades són les d'aquest lloc, amb els canvis indicats, si n'hi ha.
errors-at-line = línia { $line }
errors-at-column = columna { $column }
errors-at-field = camp «{ $field }»
errors-items-card = carta { $n }
errors-items-meld = combinació { $n }
errors-items-round = ronda { $n }
errors-items-seat = jugador { $n }
errors-items-player = jugador { $n }
errors-items-item = element { $n }
errors-given-nothing = res
errors-given-yes = un valor que YAML llegeix com a cert (true)
errors-given-no = un valor que YAML llegeix com a fals (false)
errors-given-number = el nombre { $value }
errors-given-text = el text { $value }
errors-given-list = una llista
errors-given-mapping = una col·lecció de camps «clau: valor»
errors-given-date = una data
errors-given-bytes = dades binàries
errors-given-other = un valor d'un altre tipus
errors-expected-cards = cartes, en text (7♣ 7♦ 7♥) o en una llista ([7C, 7D, 7H])
errors-expected-card = una carta, com ara 7♥ o JK
errors-expected-melds = una llista de combinacions, cadascuna escrita com a cartes
errors-expected-integer = un nombre enter
errors-expected-string = text
errors-expected-array = una llista
errors-expected-boolean = cert o fals
errors-expected-object = una col·lecció de camps «clau: valor»
errors-expected-number = un nombre
errors-expected-null = res
errors-expected-or = { " o " }
errors-hints-round = les rondes es numeren de l'1 al { $rounds }
errors-hints-count = ha de ser un nombre de cartes, 0 o més
errors-hints-turn = els torns es compten des de l'1
errors-hints-seat = els jugadors van de l'1 al { $players }
errors-hints-index = les combinacions es numeren des de l'1
errors-hints-penalties =
    { $rounds ->
        [one] una (una partida només en té una)
       *[other] d'1 a { $rounds } (una partida en té { $rounds })
    }
errors-hints-penalties-row =
    { $players ->
        [one] una per al jugador
       *[other] una per a cadascun dels { $players } jugadors
    }
errors-hints-penalty = una penalització és 0 punts o més
errors-hints-players = { $players } noms diferents, en l'ordre de joc (del jugador 1 al { $players })
errors-hints-sizes = { $players }, una per jugador, en l'ordre de joc
errors-hints-opened =
    no (encara no ha baixat), this-turn (ha baixat en aquest mateix torn) o earlier (ha baixat
    en un torn anterior)
errors-hints-opened-before =
    no (encara no havia baixat) o earlier (ja havia baixat abans d'aquest torn)
errors-hints-hand-or-size = ha de ser un nombre de cartes, 0 o més
errors-hints-pile-size = ha de ser un nombre de cartes de 0 a { $pack }
errors-hints-reshuffles =
    el nombre de vegades que ja s'ha refet el munt amb la pila de descarts en aquesta ronda va
    de 0 a { $reshuffles } (si cal refer-lo una altra vegada, la ronda s'acaba)
errors-card-unknown-rank = { $token } no és una carta: el valor s'escriu A, del 2 al 10, J, Q o K
errors-card-not-a-card = { $token } no és una carta: s'escriu com 7♥, 10♠, 7H, JK o JK=7♠
errors-card-missing-suit = { $token } no és una carta: hi falta el pal, ♠ ♥ ♦ ♣ (o S H D C)
errors-card-unknown-suit = { $token } no és una carta: el pal s'escriu ♠ ♥ ♦ ♣ (o S H D C)
errors-card-not-text = { $token } no és una carta: una carta s'escriu com a text, com ara 7♥
errors-card-empty = hi falta una carta: hi ha un lloc buit a la llista
errors-card-joker-value-missing =
    { $token }: un comodí declarat porta el valor després de «=», com ara JK=7♠
errors-card-joker-as-joker =
    { $token }: un comodí substitueix una carta natural, no pas un altre comodí
errors-card-bad-joker-value =
    { $token }: el valor declarat del comodí ha de ser una carta, com en JK=7♠, o un valor, com en JK=7
errors-card-value-on-natural = { $token }: només un comodí porta un valor declarat (JK=7♠)
errors-yaml_kinds-int = nombre enter
errors-yaml_kinds-float = nombre
errors-yaml_kinds-bool = cert o fals
errors-yaml_kinds-timestamp = data
errors-yaml_kinds-binary = dades binàries
errors-yaml_kinds-null = valor buit
errors-yaml_kinds-str = text
errors-card-notation-at = carta { $pos }: { $what }
errors-unsupported_why-lay-off =
    el text català no diu quan un jugador pot començar a afegir cartes (la regla 5.4 i la D7
    d'aquesta versió no hi tenen equivalent), i els seus grups tenen com a màxim 4 cartes
errors-unsupported_why-joker-swap =
    en aquell text es poden baixar totes les cartes sense descartar, de manera que la D6 (guardar una
    carta per al descart després d'un intercanvi) no s'hi aplica
errors-unsupported_why-buy =
    el text català no parla de compra fora de torn; en comptes d'això s'agafen una o més cartes de
    la pila de descarts (V9), cosa que el motor no modela
errors-unsupported_why-go-out =
    en aquell text es tanca baixant totes les cartes, amb descart o sense, i es poden agafar diverses
    cartes de la pila de descarts (V9, V11)
errors-unsupported_why-draw =
    el text català no diu res del munt buit; la 9.1 i la 9.2 són regles d'aquesta versió
errors-unsupported_why-other =
    el motor no modela les regles de què depèn aquesta pregunta en aquella versió
errors-internal =
    error intern ({ $error }); si us plau, comuniqueu-lo i adjunteu-hi la situació
    (CONTRATO_DEBUG=1 en mostra els detalls)
errors-usage =
    la línia d'ordres no s'entén; escriviu: contrato verdict [FITXER] [--lang pt|es|ca] [--json] [--profile VERSIÓ [--compare]]
errors-no-file = el fitxer no existeix
errors-is-folder = és una carpeta, no un fitxer de situació
errors-cannot-read = no s'ha pogut llegir el fitxer
errors-unknown-profile =
    la versió { $profile } no existeix; ha de ser una d'aquestes: { $profiles }, o bé un codi de
    regles de la casa (h1-…, el «Codi de les regles» de la pàgina «Regles de la casa»)
errors-compare-without-house = --compare compara les regles d'aquest lloc amb unes regles de la casa: indiqueu-les amb --profile h1-…
errors-too-large =
    { $size } bytes: una situació té com a màxim { $most } KB (totes les cartes del joc hi
    caben en menys de 2 KB)
errors-too-large-read =
    més { $most ->
        [one] d'{ $most }
        [11] d'{ $most }
       *[other] de { $most }
    } KB: una situació té com a màxim { $most } KB (totes les cartes del joc hi caben en
    menys de 2 KB)
errors-not-utf8 = el text no és UTF-8 (caràcter { $position })
errors-not-utf8-byte = el text no és UTF-8 (byte { $position })
errors-yaml-too-deep = no s'ha llegit: té més { $most ->
        [one] d'{ $most } nivell imbricat
        [11] d'{ $most } nivells imbricats
       *[other] de { $most } nivells imbricats
    } (una situació en necessita 3)
errors-yaml-too-many = no s'ha llegit: amb els àlies (*nom) desplegats té més { $most ->
        [one] d'{ $most } valor
        [11] d'{ $most } valors
       *[other] de { $most } valors
    }
errors-yaml-self-alias =
    no s'ha llegit: l'àlies { $alias } és dins del valor que anomena, i un valor no es pot
    contenir a si mateix
errors-yaml-character =
    no és YAML vàlid: té un caràcter que YAML no accepta (un caràcter de control o un byte
    trencat)
errors-yaml-syntax = no és YAML vàlid aquí (reviseu les cometes, els claudàtors i els dos punts)
errors-yaml-value = no és YAML vàlid: { $value } no es llegeix com a { $kind }
errors-yaml-number-too-long = no és YAML vàlid: un nombre { $digits ->
        [one] d'{ $digits } xifra
        [11] d'{ $digits } xifres
       *[other] de { $digits } xifres
    } és massa llarg
errors-yaml-number-form =
    no és YAML vàlid: «{ $value }» { $form ->
        [sign] porta el signe +
        [hex] està escrit en la forma 0x (hexadecimal)
        [octal] està escrit en la forma 0o (octal)
       *[zero] té un zero a l'esquerra
    }; escriviu { $number } (els lectors de YAML no llegeixen tots igual un zero a l'esquerra, un signe + o
    les formes 0x i 0o)
errors-field-twice = el camp «{ $name }» hi és dues vegades (la primera a la línia { $first })
errors-key-twice =
    { $written } i { $other } (a la línia { $first }) donen la mateixa clau, { $name }: cada clau
    només hi pot ser un cop
errors-empty = la situació està buida: escriviu-hi almenys «question:» i els seus camps
errors-not-a-mapping-given =
    una situació és una col·lecció de camps (question: …), no pas { $given }
errors-missing-question =
    hi falta el camp «question»: digueu quina pregunta cal respondre ({ $questions })
errors-unknown-question =
    la pregunta «{ $question }» no existeix; ha de ser una d'aquestes: { $questions }
errors-unsupported = la versió { $profile } no admet aquesta pregunta: { $why }
errors-unsupported-clause =
    la versió { $profile } no admet aquesta resposta: es basa en la regla { $rule } de la versió
    d'aquest lloc, que no té equivalent en les seves regles
errors-missing-field-of =
    hi falta el camp «{ $name }»; la pregunta { $question } necessita aquests camps: { $needs }
errors-unknown-field-of =
    el camp «{ $name }» no existeix; la pregunta { $question } té aquests camps: { $fields }
errors-card-and-cards =
    indiqueu «{ $one }» o «{ $several }», no pas tots dos: una carta va a «{ $one }», diverses a
    «{ $several }»
errors-missing-card-or-cards =
    hi falta el camp «{ $one }» (o «{ $several }» per a diverses cartes): la pregunta
    { $question } el necessita
errors-no-seat = no hi ha jugador { $seat }: els jugadors van de l'1 al { $players }
errors-seat-twice =
    el jugador { $seat } hi és dues vegades: cada jugador demana un sol cop, amb totes les cartes
    que vol (§6.2)
errors-bought-seat-twice = el jugador { $seat } hi és dues vegades: digueu un sol cop quantes compres ha fet
errors-wrong-type = ha de ser { $expected }, no pas { $given }
errors-not-one-of = ha de ser un d'aquests valors: { $options }; no pas { $given }
errors-not-one-of-hint = ha de ser { $hint }; no pas { $given }
# $what: what the list holds (the hint's key: penalties, penalties-row, sizes, players, other)
errors-items-count = { $what ->
        [penalties] { $count ->
            [0] no s'ha indicat cap ronda
            [one] s'ha indicat { $count } ronda
           *[other] s'han indicat { $count } rondes
        }
        [penalties-row] { $count ->
            [0] no s'ha indicat cap penalització
            [one] s'ha indicat { $count } penalització
           *[other] s'han indicat { $count } penalitzacions
        }
        [sizes] { $count ->
            [0] no s'ha indicat cap mida de mà
            [one] s'ha indicat { $count } mida de mà
           *[other] s'han indicat { $count } mides de mà
        }
        [players] { $count ->
            [0] no s'ha indicat cap nom
            [one] s'ha indicat { $count } nom
           *[other] s'han indicat { $count } noms
        }
       *[other] { $count ->
            [0] no se n'ha indicat cap
            [one] se n'ha indicat { $count }
           *[other] se n'han indicat { $count }
        }
    }, però { $what ->
        [players] hi ha d'haver
       *[other] n'hi ha d'haver
    } { $hint }
errors-items-count-plain = { $count ->
        [0] no se n'ha indicat cap
        [one] se n'ha indicat { $count }
       *[other] se n'han indicat { $count }
    }, i no és el nombre correcte
errors-not-allowed = { $value } no està permès: { $hint }
errors-not-allowed-plain = { $value } no està permès aquí
errors-repeated = hi ha un element repetit, però hi ha d'haver { $hint }
errors-repeated-plain = hi ha un element repetit: cadascun hi ha de ser una sola vegada
errors-invalid = aquest valor no està permès aquí
errors-cards-type = les cartes s'escriuen en text («7♥ 8♥ JK») o en una llista de cartes
errors-hand-joker-declared =
    { $token }: un comodí a la mà encara no té valor (el valor es declara en jugar-lo); escriviu JK
errors-no-cards = no hi ha cartes
errors-not-a-mapping = una situació és una col·lecció de camps
errors-missing-field = hi falta el camp «{ $name }»
errors-unknown-field = el camp «{ $name }» no existeix; els camps són aquests: { $fields }
errors-not-a-number = «{ $name }» és un nombre enter, no pas { $value }
errors-number-range =
    «{ $name }» va { $low ->
        [one] d'{ $low }
        [11] d'{ $low }
       *[other] de { $low }
    } a { $high }, no pas { $value }
errors-number-at-least = «{ $name }» és { $low } o més, no pas { $value }
errors-table-type =
    la taula és una llista de combinacions, cadascuna en text o en una llista de cartes
errors-table-meld = la combinació { $n } de la taula no és vàlida: { $reason }
errors-table-meld-neither = la combinació { $n } de la taula no és vàlida. { $reasons }
errors-table-meld-ambiguous =
    la combinació { $n } de la taula pot ser un grup o una escala: declareu el valor dels
    comodins, com ara JK=7 en un grup o JK=8♠ en una escala
errors-table-meld-jokers =
    a la combinació { $n } de la taula ({ $meld }), l'ordre no diu quina carta és cada comodí:
    pot ser { $choices }; escriviu el valor que es va declarar, com ara { $example }
errors-opened-value =
    «opened» ha de ser un d'aquests valors: { $allowed }; és a dir, el jugador encara no ha
    baixat (no), ha baixat en aquest mateix torn (this-turn) o en un torn anterior (earlier)
errors-opened-final-round =
    «{ $opened }» no pot ser: a la ronda { $round } qui baixa tanca de seguida (§7.4), de manera
    que ningú no continua jugant el torn després d'haver baixat
errors-opened-empty-table =
    «{ $opened }» no pot ser amb la taula buida: qui ha baixat hi ha deixat el seu contracte
    (§5.2)
errors-this-turn-contract =
    «this-turn» no pot ser amb aquesta taula: qui ha baixat en aquest mateix torn hi ha deixat el
    contracte de la ronda { $round } amb cada combinació de la llargada mínima exacta (§5.2), i
    des d'aleshores ningú no hi ha afegit cartes (§5.4); aquest contracte no és a la taula
errors-hand-size-drawn =
    a la ronda { $round }, després de robar, una mà té { $base ->
        [one] { $base } carta
       *[other] { $base } cartes
    }, més 2 per cada compra fora de torn ({ $base }, { $more }, { $most }…), no pas { $size }
    (§2.2, §5.1, §6.3)
errors-hand-size-final =
    a la ronda { $round } ningú no baixa abans de tancar, de manera que la mà que queda té { $base ->
        [one] { $base } carta
       *[other] { $base } cartes
    }, més 2 per cada compra fora de torn ({ $base }, { $more }…), no pas { $size } (§7.4, §6.3)
errors-hand-size-unopened =
    a la ronda { $round }, qui encara no ha baixat té { $base ->
        [one] { $base } carta
       *[other] { $base } cartes
    }, més 2 per cada compra fora de torn ({ $base }, { $more }…), no pas { $size } (§2.2,
    §5.1, §6.3)
errors-hand-size-house =
    amb aquestes regles de la casa, a la ronda { $round } una mà té { $sizes } cartes, no pas
    { $size } (§2.2, §6.3)
errors-took-type = «took» té dos camps: card (la carta) i from (stock o discard)
errors-one-card = ha de ser una sola carta, no pas { $count }
errors-took-below =
    «below» és la pila de descarts que hi havia sota la carta agafada: només va amb from:
    discard
errors-piles-too-big =
    { $stock } (munt) + { $discard } (descarts) cartes: en repartir, almenys { $hands } van a les
    mans dels { $players } jugadors, de manera que el munt i la pila de descarts junts en tenen
    com a màxim { $most } i mai no en tenen més (§2.6, §2.2)
errors-stock-too-big =
    un munt de { $stock } cartes: després de repartir, el munt en té com a màxim { $most } i mai
    no en té més (§2.6)
errors-too-many-cards = { $count } cartes a la situació: en tot el joc només n'hi ha { $pack } (§1.2)
errors-table-too-long =
    { $count } combinacions: a la ronda { $round } la taula en té com a màxim { $most }, les
    { $n } del contracte de cadascun dels { $players } jugadors (§4.1, §5.3)
errors-hand-too-big =
    una mà de { $size } cartes: a la ronda { $round } els altres { $others } jugadors tenen, a la
    mà o a la taula, almenys tantes cartes com les { $deal } que va rebre cadascun, de manera que
    una mà té com a màxim { $most } de les { $pack } cartes (§2.2, §1.2)
errors-hand-too-big-any =
    una mà de { $size } cartes: els altres { $others } jugadors tenen, a la mà o a la taula,
    almenys tantes cartes com les que va rebre cadascun, { $deal } o més, de manera que una mà
    té com a màxim { $most } de les { $pack } cartes (§2.2, §1.2)
errors-needs-round = «{ $name }» va amb «round»: el que té una mà depèn de la ronda (§2.2)
errors-hands-sizes = «hands» dona les { $players } mides de mà, dels jugadors 1 a { $players } (§1.1)
errors-hand-size-value = una mida de mà és un nombre de cartes, 0 o més
errors-opened-seats = «opened» dona jugadors, de l'1 al { $players } (§1.1)
errors-seat-opened-final-round = el jugador { $seat } no pot haver baixat: a la ronda { $round } qui baixa
    tanca de seguida (§7.4), i per tant ningú que encara jugui no ha baixat (§D8)
errors-seat-no-card = el jugador { $seat } ja ha baixat i no té cartes: qui es queda sense cartes
    tanca, i la ronda s'ha acabat (§5.5, §8.1)
# $stock: el munt després del repartiment ($round 0: no s'ha donat la ronda, i el munt no es diu)
errors-first-turn = al primer torn de la ronda la pila de descarts és només la carta girada en el
    repartiment, { $round ->
        [0] ningú no ha baixat i cada mà té només les cartes repartides
       *[other] ningú no ha baixat, cada mà té només les cartes repartides i el munt té { $stock ->
            [one] { $stock } carta
           *[other] { $stock } cartes
        }
    } (§2.3, §2.6)
errors-discard-turn = al torn { $turn } la pila de descarts no pot tenir { $size ->
        [one] { $size } carta
       *[other] { $size } cartes
    }:
    comença amb una i cada torn n'hi afegeix una com a màxim (§2.3, §5.1)
errors-piles-turn = al torn { $turn } de la ronda { $round } el munt encara no s'ha pogut acabar
    ni refer, i per tant cap partida no hi arriba amb { $stock ->
        [one] { $stock } carta
       *[other] { $stock } cartes
    } al munt i { $discard } a la pila de descarts: la ronda comença amb { $start ->
        [one] { $start } carta
       *[other] { $start } cartes
    } al munt i 1 a la pila de descarts (§2.6); a cada torn, el jugador roba una carta i en
    descarta una (§5.1), i cada compra fora de torn s'emporta la carta de dalt de la pila de
    descarts { $from_stock ->
        [0] sense cap carta del munt
        [one] i una del munt
       *[other] i { $from_stock } del munt
    } (§6.3)
errors-piles-total =
    el munt ({ $stock }) i la pila de descarts ({ $discard }) tenen { $total ->
        [one] { $total } carta
       *[other] { $total } cartes
    } en total, i
    cap partida no els deixa aquest total { $round ->
        [0] en cap ronda
       *[other] a la ronda { $round }
    }: a l'inici de cada torn, en tenen { $step ->
        [0] sempre { $start }, perquè amb aquestes regles de la casa ningú no compra fora de torn
       *[other] { $other ->
            [0] { $start }
           *[other] { $start } o { $other }, segons la ronda,
        } menys { $step } per cada compra fora de torn feta a la ronda{ $other ->
            [0] {" "}({ $start }, { $next }…)
           *[other] {""}
        }{ $known ->
            [0] {""}
           *[other] , i les mans de qui encara no ha baixat mostren { $known ->
                [one] una compra
               *[other] { $known } compres
            }, per tant com a màxim { $most }
        }
    }; la ronda comença amb aquestes cartes al munt i a la pila de descarts (§2.6), a cada torn
    el jugador roba una carta i en descarta una (§5.1) i el munt es refà amb la pila de descarts
    (§9.1), sense canviar el total{ $step ->
        [0] {""} (§6.1)
       *[other] , i només una compra fora de torn els treu cartes: la de dalt de la pila de
        descarts { $from_stock ->
            [0] sense cap carta del munt
            [one] i una del munt
           *[other] i { $from_stock } del munt
        } (§6.3)
    }
errors-cards-count = { $case ->
        [over] les mans, el munt i la pila de descarts tenen { $held ->
        [one] { $held } carta
       *[other] { $held } cartes
    }, més que totes les del joc,
            que són { $pack } (§1.2, §2.5)
        [least] les mans, el munt i la pila de descarts tenen { $held ->
        [one] { $held } carta
       *[other] { $held } cartes
    }, i per a la taula en
            queden { $spare }, quan la taula només pot tenir els contractes de qui ha baixat, amb
            les cartes afegides: entre { $least } i { $most } cartes (§2.5, §5.2, §5.3)
        [most] les mans, el munt i la pila de descarts tenen { $held ->
        [one] { $held } carta
       *[other] { $held } cartes
    }, i per a la taula en
            queden { $spare }, quan la taula només pot tenir els contractes de qui ha baixat, amb
            les cartes afegides: entre { $least } i { $most } cartes (§2.5, §5.2, §5.3)
        [table] les mans, el munt i la pila de descarts tenen { $held ->
        [one] { $held } carta
       *[other] { $held } cartes
    }, i per a la taula en
            queden { $spare }, quan la taula en té { $table } (§2.5)
       *[none] les mans, el munt i la pila de descarts tenen { $held ->
        [one] { $held } carta
       *[other] { $held } cartes
    }, i per a la taula en
            queden { $spare }, quan a la taula no n'hi ha cap, perquè ningú no ha baixat (§2.5,
            §5.2)
    }
errors-discard-unlisted-bought = les compres arriben a les cartes de la pila de descarts de
    sota les { $listed } indicades, i ningú no sap quines són: indiqueu-les
errors-kind-value = «kind» és group o sequence
errors-meld-ambiguous =
    { $meld } pot ser un grup o una escala: afegiu-hi «kind: group» o «kind: sequence», o
    declareu els comodins, com ara JK=7 o JK=8♠
errors-row-length =
    { $count ->
        [one] { $count } penalització: n'hi ha d'haver una per jugador, { $players } en total (§1.1)
       *[other] { $count } penalitzacions: n'hi ha d'haver una per jugador, { $players } en total (§1.1)
    }
errors-row-two-zeros = dos jugadors amb 0 punts, però només qui tanca es queda amb 0 (§8.2)
errors-row-low =
    una penalització { $penalty ->
        [one] d'{ $penalty }
        [11] d'{ $penalty }
       *[other] de { $penalty }
    } és impossible: una mà amb cartes costa almenys
    { $least ->
        [one] { $least } punt
       *[other] { $least } punts
    }
errors-row-low-final =
    una penalització { $penalty ->
        [one] d'{ $penalty }
        [11] d'{ $penalty }
       *[other] de { $penalty }
    } és impossible: a la ronda { $round } queda la mà
    sencera,
    que costa almenys { $least } (§8.1, §7.4)
errors-row-high =
    una penalització { $penalty ->
        [one] d'{ $penalty }
        [11] d'{ $penalty }
       *[other] de { $penalty }
    } és impossible: a la ronda { $round } una mà té com a
    màxim { $size } cartes, que costen com a màxim { $most } (§8.1, §2.2)
errors-penalties-type = «penalties» té una fila per ronda jugada, amb un nombre per jugador
errors-too-many-rounds =
    { $count ->
        [one] { $count } ronda: una partida en té { $rounds }
       *[other] { $count } rondes: una partida en té { $rounds }
    }
errors-row-type = les penalitzacions d'una ronda són una llista, una per jugador
errors-penalty-value = una penalització és 0 punts o més, no pas { $value }
errors-round-not-rows =
    «round» és el nombre de rondes jugades, una fila de penalitzacions per ronda; aquí n'hi ha
    { $rows }
errors-players-names = { $players } noms diferents, en l'ordre de joc (del jugador 1 al { $players })
errors-asks-type = «asks» relaciona cada jugador amb les cartes que demana
errors-draws-value = «draws» és stock o discard
errors-bought-type =
    «bought» relaciona cada jugador amb les compres que ja ha fet en aquesta ronda
errors-bought-value = el nombre de compres d'un jugador és 0 o més
errors-not-in-hand =
    la mà no té { $cards_each }: escriviu la mà sencera, amb aquestes cartes, i cada carta física
    hi compta una vegada
errors-no-meld =
    no hi ha cap combinació { $n } a la taula (les combinacions van de l'1 al { $melds })
errors-end-value = «end» és low o high
errors-end-without-joker-to =
    «end» diu a quin extrem de «joker_to» queda el comodí recuperat: indiqueu també «joker_to»
errors-end-on-group =
    la combinació { $n } de la taula és un grup, i un grup no té extrems: traieu «end»
errors-swap-card-or-target =
    digueu quina carta natural poseu al lloc del comodí («card») o de quina combinació
    recupereu el comodí («target»)
errors-no-joker-there = la combinació { $n } de la taula no té cap comodí
errors-card-or-cards = indiqueu «card» (una carta) o «cards» (diverses)
errors-hand-too-small =
    { $count ->
        [one] s'afegeix { $count } carta i la mà no la té: la mida indicada és { $size }
       *[other] s'afegeixen { $count } cartes i la mà no les té: la mida indicada és { $size }
    }
errors-end-alone = «end» va amb una sola carta i una escala a «target»
errors-table-empty = la taula no té combinacions: no hi ha on afegir cartes
