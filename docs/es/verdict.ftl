## clauses

clauses = Reglas: { $clauses }

## profile_note

profile_note = Versión { $profile }: esta respuesta usa solo lo que el motor modela de esa versión
    (baraja, contratos, longitud de las combinaciones, palos de las escaleras); las reglas
    citadas son las de este sitio.

## profile_notes

profile_notes-catalan-source = Versión del texto catalán ({ $profile }): las reglas citadas (V1 a
    V14) son las de ese texto, numeradas en la página Variantes, sección «Las reglas del texto
    catalán».

## reason

reason = { $reason }

## words

words-no_cards = (ninguna carta)
words-cards =
    { $n ->
        [one] { $n } carta
       *[other] { $n } cartas
    }
words-seat = jugador { $seat }
words-seat_the = el jugador { $seat }
words-and = { " y " }
words-nor = { " ni " }
# what joins whole clauses, each with its verb (the steps of a way out)
words-clauses_sep = { "; " }
words-clauses_last = { "; " }
# before the last clause when the one before it joins two with «y» itself, and between two
words-clauses_last_inner = { "; " }
words-clauses_pair = { "; " }
# el total de un jugador en una lista de totales, y lo que separa dos de ellos
words-total = { $who }, { $n }
words-totals_sep = { "; " }
words-totals_last = { "; y " }
words-or = { " o " }
words-groups = grupos
words-sequences = escaleras
words-end_low = por abajo
words-end_high = por arriba
words-meld = combinación { $n }
words-the_meld = la combinación { $n }
# un extremo de una combinación ($end: low, high; $meld: «combinación 1 (7♥ 8♥ 9♥ 10♥)»)
words-meld_end = { $meld } { $end ->
        [low] { words-end_low }
        [both] por cualquiera de sus extremos
       *[high] { words-end_high }
    }
words-the_meld_end = la { $meld } { $end ->
        [low] { words-end_low }
        [both] por cualquiera de sus extremos
       *[high] { words-end_high }
    }
# un sitio al que va una carta, tal como lo dice cada elemento de una lista de sitios
words-to_the_meld = a la combinación { $n }
words-to_the_meld_end = a la { $meld } { $end ->
        [low] { words-end_low }
        [both] por cualquiera de sus extremos
       *[high] { words-end_high }
    }

## contract

contract-groups-1 = un grupo
contract-groups-2 = dos grupos
contract-groups-3 = tres grupos
contract-sequences-1 = una escalera
contract-sequences-2 = dos escaleras
contract-sequences-3 = tres escaleras
compare-site = Con las reglas de este sitio:
compare-house = Con las reglas de la casa { $profile }:
compare-refused = Esta situación no existe con estas reglas: { $reason }
compare-changed = La respuesta cambia con estas reglas de la casa.
compare-same = La respuesta es la misma con estas reglas de la casa.

## can_open

can_open-ok = Sí. En la ronda { $round } el contrato pide { $contract } (§4.1), y esta mano puede
    abrir con { $laydown }, cada combinación con la longitud mínima exacta (§5.2).
can_open-ok_final = Sí. En la ronda { $round } se abre bajando toda la mano de una vez, en tres
    escaleras, y se cierra sin descartar (§7.4): { $laydown }.
can_open-ok_final_discard =
    Sí. Con estas reglas de la casa, en la ronda { $round } se abre con todas las cartas menos
    una, en tres escaleras, y se cierra descartando la que sobra (§7.4): { $laydown }.
can_open-ok_at_least = Sí. En la ronda { $round } el contrato pide { $contract } (§4.1), y esta
    mano puede abrir con { $laydown }; cada combinación tiene al menos la longitud mínima ({
    $lengths }).
can_open-other_ways = Hay { $count ->
        [one] { $count } manera
       *[other] { $count } maneras
    } de abrir con esta mano; esta es una de ellas.
can_open-other_ways_more = Hay más de { $count ->
        [one] { $count } manera
       *[other] { $count } maneras
    } de abrir con esta mano; esta es una de ellas.
can_open-keep = Quedan en la mano { $rest_each }; una de esas cartas será el descarte obligatorio
    (§5.5).
can_open-keep_one = Queda en la mano { $rest_each }, para el descarte obligatorio (§5.5).
can_open-keep_or_meld = { $rest_count ->
        [one] Queda en la mano { $rest_each }; si no { $rest_gender ->
            [feminine] la baja, la descarta
           *[masculine] lo baja, lo descarta
        } al final del turno (§5.5).
       *[other] Quedan en la mano { $rest_each }; si no baja todas esas cartas, descarta una de
            ellas al final del turno (§5.5).
    }
can_open-meld_all = Con esta apertura no le queda ninguna carta: cierra sin descartar (§5.5,
    §8.1).
can_open-same_suit_ok = Dos escaleras del mismo palo pueden ir en el mismo contrato siempre que
    no sean seguidas (§4.3).
can_open-too_few = No. El contrato de la ronda { $round } ({ $contract }) usa { $need ->
        [one] { $need } carta
       *[other] { $need } cartas
    },
    y tiene que quedar al menos una en la mano para el descarte obligatorio ({ $lengths },
    §5.5): con { $size } no se puede abrir.
can_open-too_few_meld_all = No. El contrato de la ronda { $round } ({ $contract }) necesita al
    menos { $need ->
        [one] { $need } carta
       *[other] { $need } cartas
    } (§4.1, { $lengths }), y esta mano tiene { $size }.
can_open-too_few_final = No. En la ronda { $round } se abre con toda la mano en tres escaleras
    (§7.4): hacen falta al menos { $need ->
        [one] { $need } carta
       *[other] { $need } cartas
    }, y esta mano tiene { $size }.
can_open-too_few_final_discard =
    No. Con estas reglas de la casa, en la ronda { $round } se abre con todas las cartas menos
    una, en tres escaleras (§7.4): hacen falta al menos { $need ->
        [one] { $need } carta
       *[other] { $need } cartas
    } y una más para el descarte, y esta mano tiene { $size }.
can_open-same_suit = No. Solo se podría abrir con dos escaleras seguidas del mismo palo, como {
    $laydown }, y eso no está permitido: entre ellas tiene que haber un hueco o un solapamiento
    (§4.3).
can_open-same_suit_distinct = No. Solo se podría abrir con dos escaleras del mismo palo, como {
    $laydown }, y con estas reglas las escaleras de un contrato tienen que ser de palos distintos (§4.3).
can_open-no_contract = No. Con esta mano no se pueden formar { $contract }, el contrato de la
    ronda { $round } (§4.1), con cada combinación de la longitud exacta (§5.2).
can_open-no_contract_at_least = No. Con esta mano no se pueden formar { $contract }, el contrato
    de la ronda { $round } (§4.1), con combinaciones de al menos la longitud mínima
    ({ $lengths }).
can_open-no_final = No. En la ronda { $round } hay que bajar toda la mano de una vez en tres
    escaleras (§7.4), y esta mano no se puede dividir así.
can_open-no_final_discard =
    No. Con estas reglas de la casa, en la ronda { $round } hay que bajar todas las cartas menos
    una de una vez en tres escaleras (§7.4), y esta mano no se puede dividir así.
can_open-partial = De las combinaciones del contrato, esta mano solo forma { $melds_count ->
        [one] una
        [2] dos
       *[other] { $melds_count }
    }: { $melds }, y no se abre por partes (§5.2).
can_open-partial_at_least = De las combinaciones del contrato, esta mano solo forma { $melds_count ->
        [one] una
        [2] dos
       *[other] { $melds_count }
    }: { $melds }.

## meld

meld-group = un grupo de { $n ->
        [one] { $n } carta de valor { $rank }
       *[other] { $n } { $ranks }
    }
meld-sequence = una escalera de { $n ->
        [one] { $n } carta
       *[other] { $n } cartas
    } de { $suit } ({ $low }–{ $high })
meld-sequence_spans = una escalera de { $n ->
        [one] { $n } carta
       *[other] { $n } cartas
    } de { $suit } ({ $spans })
meld-jokers =
    { $jokers_count ->
        [one] El comodín está declarado como { $jokers }, y ese valor ya no cambia (§3.7).
       *[other] Los comodines están declarados como { $jokers }, y esos valores ya no cambian
            (§3.7).
    }
meld-jokers_only = Un grupo solo de comodines es válido, con su valor declarado (§D1).
meld-jokers_group =
    { $n ->
        [one] El comodín hace de { $group_rank } (el valor del grupo), y ese valor ya no cambia (§3.7).
       *[other] Los { $n } comodines hacen de { $group_rank } (el valor del grupo), y ese valor ya no
            cambia (§3.7).
    }
meld-jokers_choice =
    { $n ->
        [one] El comodín aún no tiene valor: puede ser { $choices }. El jugador lo declara al
            jugarlo, y ese valor ya no cambia (§3.7, §D2).
       *[other] Los comodines aún no tienen valor: pueden ser { $choices }. El jugador los
            declara al jugarlos, y esos valores ya no cambian (§3.7, §D2).
    }
meld-invalid = No. { $meld } no es una combinación válida.
meld-undeclared = No, tal como está: los comodines aún no tienen valor.
meld-undeclared_group = Como grupo: un grupo solo de comodines es válido (§D1), pero al jugarlo
    hay que declarar su valor, por ejemplo JK=7.
meld-undeclared_group_contract = Como grupo: un grupo solo de comodines vale para el contrato de la
    ronda { $round } ({ $contract }, §4.1, §D1), pero al bajarlo hay que declarar su valor, por
    ejemplo JK=7.
meld-valid_table = Sí. { $meld } es una combinación válida en la mesa: { $what }.
meld-valid_contract = Sí. { $meld } vale para el contrato de la ronda { $round } ({ $contract },
    §4.1): { $what }, con la longitud exacta que pide la apertura (§5.2).
meld-valid_contract_at_least = Sí. { $meld } vale para el contrato de la ronda { $round } ({
    $contract }, §4.1): { $what }; al abrir, una combinación puede tener más cartas que el
    mínimo ({ $lengths }).
meld-valid_final = Sí. { $meld } vale para abrir en la ronda { $round } ({ $contract }, §4.1): {
    $what }; en la última ronda una escalera puede tener más cartas que el mínimo (§7.4).
meld-not_in_contract = No. El contrato de la ronda { $round } pide { $contract } (§4.1): no lleva
    { $kind }.
meld-no_contract = No. { $meld } no vale como combinación del contrato de la ronda { $round }.
meld-as_group = Como grupo: { $reason }
meld-as_sequence = Como escalera: { $reason }
meld-as_sequence_not_in_contract = Como escalera: el contrato de la ronda { $round } no lleva
    escaleras (§4.1).

## lay_off

lay_off-may_not = No. Este jugador no puede añadir cartas ahora.
lay_off-last_card = No. No puede añadir { $card_the }, su última carta: tiene que quedarle una en la
    mano para el descarte obligatorio (§5.5).
lay_off-keep_all = No. No puede añadir todas estas cartas: tiene que guardar una en la mano para
    el descarte obligatorio (§5.5).
lay_off-keep_one = Sí puede añadirlas todas menos { $card_the }, que se queda para el descarte
    (§5.4): { $steps }.
lay_off-keep_any = Sí puede añadirlas todas menos una, la que se queda para el descarte; puede
    guardar cualquiera de estas: { $cards_either }. Por ejemplo, si guarda { $card_the } (§5.4):
    { $steps }.
lay_off-keep_none = { $n ->
        [one] Y tampoco puede añadirlas todas menos una: guarde la que guarde, la otra no puede
            ir a la mesa en este turno (§5.4).
       *[other] Y tampoco puede añadirlas todas menos una: guarde la que guarde, las demás no
            pueden ir todas a la mesa en este turno (§5.4).
    }
lay_off-nowhere = No. { $Card_the } no encaja en ninguna combinación de la mesa.
lay_off-no_kin = { $Card_the } no tiene el valor de ningún grupo de la mesa ni el palo de
    ninguna escalera (§3.5, §3.2).
lay_off-miss = La { $target } no admite { $card_the }: { $reason }
lay_off-no_plan = No. Estas cartas no pueden ir todas a la mesa en este turno, en ningún orden
    ni con cambios de comodín (§5.4).
lay_off-where = Sí (§5.4): { $card_the } puede ir { $where }.
lay_off-ok_either_end = Sí. { $Card_the } puede ir a la { $target }, por cualquiera de los dos
    extremos; al añadir la carta, el jugador dice por cuál, porque eso fija su valor (§D2, §3.7).
lay_off-ok_either_end_ace = Sí. { $Card_the } puede ir a la { $target }, por cualquiera de los dos
    extremos: el as puede ir abajo, antes del 2, o arriba, después del rey; al añadirlo, el jugador
    dice por cuál (§3.3, §3.4).
lay_off-ok_plan = Sí. En este turno puede añadir todas estas cartas (§5.4): { $steps }.
lay_off-ok = Sí. Puede añadir { $cards_the } a la { $target }, que queda { $result } (§5.4).
lay_off-refused = No. No puede añadir { $cards_each } a la { $target }.
lay_off-stuck = { $cards_count ->
        [one] { $Cards_each } no encaja en ninguna combinación de la mesa
       *[other] { $Cards_each } no encajan en ninguna combinación de la mesa
    }, sea cual sea el orden en que se añadan las demás (§3.4, §3.5).
lay_off-together = Cada una de estas cartas puede ir a la mesa, sola o después de algunas de
    las otras, pero no todas juntas en este turno.
lay_down-ok = Sí. { $laydown } es el contrato de la ronda { $round }: { $contract } (§4.1).
lay_down-ok_final =
    Sí. { $laydown } es el contrato de la ronda { $round }: { $contract } (§4.1), con toda la
    mano de una vez (§7.4).
lay_down-refused =
    No. { $laydown } no vale como contrato de la ronda { $round } ({ $contract }).

## joker_swap

joker_swap-may_not = Ahora este jugador no puede cambiar ningún comodín.
joker_swap-no_jokers = No se puede cambiar ningún comodín: no hay comodines en las combinaciones de la mesa.
joker_swap-none = No se puede cambiar ningún comodín.
joker_swap-some =
    { $count ->
        [one] Hay un cambio de comodín posible.
       *[other] Hay { $count } cambios de comodín posibles.
    }
joker_swap-swap = Con { $card_the } puede recuperar el comodín de la { $meld }; en este mismo turno,
    el comodín { $where_count ->
        [one] va a { $where }
       *[other] puede ir a cualquiera de estos lugares: { $where }
    } (§7.1, §7.2).
joker_swap-spot = { $target } (como { $joker })
joker_swap-cannot = El comodín { $joker } de la { $meld } no se puede cambiar: { $reason }
joker_swap-place = El comodín recuperado tiene que ir a la mesa en este mismo turno, con el
    valor del lugar donde queda; no se guarda para después (§7.2, §3.7).
joker_swap-asked_swap =
    Sí. Con { $card_the } puede recuperar el comodín de la { $meld }; en este mismo turno, el
    comodín { $where_count ->
        [one] va a { $where }
       *[other] puede ir a cualquiera de estos lugares: { $where }
    } (§7.1, §7.2).
joker_swap-asked_place =
    Sí. Con { $card_the } puede recuperar el comodín de la { $meld } y ponerlo en la { $target },
    donde queda como { $joker } (§7.1, §7.2, §3.7).
joker_swap-asked_may_not = No. Este jugador no puede cambiar comodines ahora.
joker_swap-asked_no_jokers = No. No hay comodines en las combinaciones de la mesa.
joker_swap-asked_no = No. Ese cambio de comodín no está permitido.
joker_swap-asked_none_for = No. Ningún comodín de la mesa representa { $card_the }: solo la carta natural exacta
    que representa un comodín, del mismo valor y palo, lo recupera (§7.1).
joker_swap-asked_none_for_groups = No. Ningún comodín de la mesa se recupera con { $card_the }: en una escalera, solo con la
    carta natural exacta que representa el comodín, y en un grupo, con estas reglas de la casa,
    solo con una carta del valor del grupo (§7.1).
joker_swap-asked_only_group = No. { $count ->
        [one] El único comodín que se podría recuperar con { $card_the } está
       *[other] Los únicos comodines que se podrían recuperar con { $card_the } están
    } { $groups ->
        [one] en un grupo
       *[other] en grupos
    }, y los comodines de los grupos no se recuperan (§7.3).

## penalty

penalty-total = { $total ->
        [one] { $total } punto
       *[other] { $total } puntos
    }: { $sum } (§8.1).
penalty-joker = Un comodín que se quede en la mano cuesta 15 puntos (§D12).
penalty-empty = 0 puntos: quien cierra se queda sin cartas y no se apunta nada (§8.2).

## buy

buy-active_takes = El { $active }, que está en turno, coge { $card_the } del descarte sin castigo, y
    nadie compra fuera de turno (§6.7, §D3).
buy-nobody = Nadie compra fuera de turno.
buy-bought = El { $seat } compra { $card_the } fuera de turno y se lleva además { $penalty_the }, la
    carta de arriba del mazo, como carta de castigo (§6.2, §6.3).
buy-bought_reshuffled = El { $seat } compra { $card_the } fuera de turno y se lleva además, como
    carta de castigo, una carta del mazo rehecho, que sale al azar (§6.3, §9.1).
buy-bought_reshuffled_known =
    El { $seat } compra { $card_the } fuera de turno y se lleva además, como carta de castigo, una
    carta del mazo rehecho, que solo puede ser { $penalty_the } (§6.3, §9.1).
# $n: las cartas que quedan en el descarte después de la compra (0: ninguna; 1: solo la de arriba)
buy-bought_no_penalty = El { $seat } compra { $card_the } fuera de turno, pero no hay carta de
    castigo: el mazo está vacío { $n ->
        [0] y el descarte también se ha quedado vacío, así que no queda ninguna carta con la
            que rehacer el mazo (§9.1).
       *[other] y el descarte solo tiene la carta de arriba, así que ni siquiera se puede rehacer
            el mazo (§9.1).
    }
buy-bought_no_penalty_limit = El { $seat } compra { $card_the } fuera de turno, pero la carta de
    castigo ya no se puede robar: habría que rehacer el mazo por cuarta vez (§6.3, §D14).
buy-bought_kept = La compra fuera de turno se mantiene: el { $seat } se queda con { $card_the } en la mano, y esa carta
    cuenta en su penalización. Las reglas no dicen si una compra se deshace cuando falta la carta
    de castigo; es la lectura de este sitio, no una regla escrita (§6.2, §6.3).
buy-bought_many =
    El { $seat } compra { $card_the } fuera de turno y se lleva además { $penalty_each }, { $count ->
        [one] la carta de arriba del mazo, como carta de castigo
       *[other] las { $count } cartas de arriba del mazo, como cartas de castigo
    } (§6.2, §6.3).
# $n: las cartas que quedan en el descarte (0: ninguna; 1: solo la de arriba)
buy-penalty_short = { $missing ->
        [one] La última carta de castigo ya no se puede robar
       *[other] Las últimas { $missing } cartas de castigo ya no se pueden robar
    }: el mazo está vacío { $n ->
        [0] y el descarte también se ha quedado vacío, así que no queda ninguna carta con la
            que rehacer el mazo (§9.1).
       *[other] y el descarte solo tiene la carta de arriba, así que ni siquiera se puede rehacer
            el mazo (§9.1).
    }
buy-penalty_short_limit = { $missing ->
        [one] La última carta de castigo ya no se puede robar
       *[other] Las últimas { $missing } cartas de castigo ya no se pueden robar
    }: habría que rehacer el mazo por cuarta vez (§D14).
buy-bought_free =
    El { $seat } compra { $card_the } fuera de turno, sin robar ninguna carta de castigo del mazo
    (§6.2, §6.3).
buy-bought_unlisted =
    El { $seat } compra { $card_the } fuera de turno y se lleva además, como carta de castigo, la
    carta de arriba del mazo, que no se ha indicado (§6.2, §6.3).
buy-ask_not_reached = El { $seat } ha pedido { $card_the }, que no llegó a estar arriba del descarte
    mientras se compraba: solo se compra la carta de arriba (§6.2, §6.4).
buy-ask_not_in_pile = El { $seat } ha pedido { $card_the }, que no está en el descarte: solo se compra
    la carta de arriba del descarte (§6.2).
buy-refused_priority = El { $seat } también ha pedido { $card_the }, pero se { $card_gender ->
        [feminine] la
       *[masculine] lo
    } lleva quien juega
    antes, contando desde el jugador en turno (§6.2).
buy-refused_priority_discarder = El { $seat } también ha pedido { $card_the }, que acaba de
    descartar: quien descarta puede pedir la carta como los demás, pero es el último contando desde
    el jugador en turno (§6.2, §D3).
buy-refused_consecutive = El { $seat } ha pedido { $card_the }, pero acaba de comprar la carta
    anterior y no puede hacer dos compras seguidas (§6.4, §D4).
buy-refused_active = El { $seat } ha pedido { $card_the }, pero el jugador en turno se { $card_gender ->
        [feminine] la
       *[masculine] lo
    } ha quedado
    (§6.7).
buy-refused_limit =
    El { $seat } ha pedido { $card_the }, pero ya ha hecho las compras que estas reglas permiten en
    una ronda (§6.6).
buy-refused_no_buying =
    El { $seat } ha pedido { $card_the }, pero con estas reglas no se compra fuera de turno (§6.1).
buy-reshuffled = El mazo se ha acabado: se han barajado las cartas del descarte, menos la de
    arriba, para formar un mazo nuevo (§9.1).
buy-reshuffled_for_penalty = Como el mazo está vacío, para esa carta de castigo se barajan las cartas
    del descarte, menos la que queda arriba tras la compra, y forman un mazo nuevo (§9.1).
buy-round_ends = La ronda termina aquí, sin ganador, y cada jugador se apunta la penalización de
    las cartas que tiene en la mano (§9.2, §D9).
buy-round_ends_limit = El mazo está vacío y ya se ha rehecho { $count ->
        [2] dos veces
        [3] tres veces
       *[other] { $count } veces
    } en esta ronda, el
    máximo: la ronda termina aquí, sin ganador, y cada jugador se apunta la penalización de las
    cartas que tiene en la mano, como en §9.2 (§D14).
# la ronda termina cuando el jugador en turno tiene que robar, tras las compras (6.5); $rebuilt:
# las veces que se ha rehecho el mazo durante las compras (0: ninguna); $n: las cartas del
# descarte (0: ninguna; 1: solo la de arriba)
buy-round_ends_active =
    Después, el { $active }, que está en turno, tiene que robar (§6.5), pero { $rebuilt ->
        [0] el mazo está vacío
       *[other] el mazo vuelve a estar vacío
    } { $n ->
        [0] y el descarte también: no hay carta que robar ni con qué rehacer el mazo (§9.1).
       *[other] y el descarte solo tiene la carta de arriba, que no se baraja: ni rehaciendo el
            mazo hay carta que robar (§9.1).
    } La ronda termina aquí, sin ganador, y cada jugador se apunta la penalización de las cartas
    que tiene en la mano (§9.2, §D9).
buy-round_ends_limit_active =
    Después, el { $active }, que está en turno, tiene que robar (§6.5), pero el mazo está vacío y ya se
    ha rehecho { $count ->
        [1] una vez
        [2] dos veces
        [3] tres veces
       *[other] { $count } veces
    } en esta ronda, el máximo: no se rehace otra vez, aunque el descarte tenga { $discard }. La
    ronda termina aquí, sin ganador, y cada jugador se apunta la penalización de las cartas que
    tiene en la mano, como en §9.2 (§D14).
buy-active_draws = Después, el { $active }, que está en turno, roba { $card_the } del mazo y sigue con su
    turno (§6.5).
buy-active_draws_reshuffled = Después, el { $active }, que está en turno, roba una carta del mazo
    rehecho, al azar, y sigue con su turno (§6.5, §9.1).
buy-active_draws_reshuffled_known =
    Después, el { $active }, que está en turno, roba del mazo rehecho la única carta que puede
    salir, { $card_the }, y sigue con su turno (§6.5, §9.1).
buy-active_draws_unlisted =
    Después, el { $active }, que está en turno, roba la carta de arriba del mazo, que no se ha
    indicado, y sigue con su turno (§6.5).

## go_out

go_out-ok = Sí. Puede cerrar en este turno: { $steps }.
go_out-ok_final = Sí. Puede cerrar en este turno, abriendo con toda la mano y sin descartar
    (§7.4): { $steps }.
go_out-ok_final_discard =
    Sí. Puede cerrar en este turno, abriendo con todas las cartas menos una y descartando la
    última (§7.4): { $steps }.
go_out-lay_down = abre con { $melds }
go_out-lay_off = añade { $card_the } a la { $target }
go_out-swap = cambia el comodín de la { $meld } por { $card_the } y lo pone en la { $target },
    como { $joker } (§7.1, §7.2, §3.7)
go_out-discard = descarta { $card_the }, la última carta, para cerrar (§5.5)
go_out-no_lay_off = No. No hay manera de añadir a las combinaciones de la mesa todas las cartas
    menos una, ni siquiera cambiando comodines, para descartar después la última (§5.4, §5.5,
    §7.1).
go_out-no_lay_off_meld = No. Con estas reglas de la casa se cierra poniendo en la mesa todas las cartas, o
    todas menos una y descartando la última, y no hay manera de añadir a las combinaciones de la
    mesa ni todas las cartas ni todas menos una, ni siquiera cambiando comodines (§5.4, §5.5,
    §7.1).
go_out-no_final = No. En la ronda { $round } solo se cierra abriendo con toda la mano en tres
    escaleras (§7.4), y esta mano no lo permite.
go_out-no_final_discard =
    No. Con estas reglas de la casa, en la ronda { $round } solo se cierra abriendo con todas
    las cartas menos una en tres escaleras y descartando la última (§7.4), y esta mano no lo
    permite.
go_out-same_suit = Solo se podría abrir con dos escaleras seguidas del mismo palo, como en {
    $laydown }, y eso no está permitido: entre ellas tiene que haber un hueco o un solapamiento
    (§4.3).
go_out-same_suit_distinct = Solo se podría abrir con dos escaleras del mismo palo, como en {
    $laydown }, y con estas reglas las escaleras de un contrato tienen que ser de palos distintos (§4.3).
go_out-no_open = No. Quien aún no ha abierto solo cierra si baja el contrato de la ronda {
    $round } ({ $contract }) y descarta la única carta que le sobra (§5.2, §5.5); en el turno en
    que abre no puede añadir cartas (§5.4).
go_out-no_open_meld = No. Quien aún no ha abierto solo cierra si, con estas reglas de la casa, abre el
    contrato de la ronda { $round } ({ $contract }) con todas las cartas de la mano, o con todas
    menos una y descartando la que le sobra (§5.2, §5.5); en el turno en que abre no puede añadir
    cartas (§5.4).
go_out-opens_but = Esta mano puede abrir con { $laydown }, pero después { $rest_count ->
        [one] queda
       *[other] quedan
    } { $count }: { $rest }.
go_out-cannot_open = Con esta mano, el jugador ni siquiera puede abrir ahora.

## follow
# After a ruling, the next questions start from its result (generator/questions/follow.py):
# what was played, said before them. They cite no rule (the ruling above does).
follow-lay_down = Después de abrir con { $melds }:
follow-same_hand = Con la misma mano:
follow-lay_off = Después de añadir { $card_the } a la { $target }:
follow-swap = Después de cambiar el comodín de la { $meld } por { $card_the } y ponerlo en la { $target }, como { $joker }:
follow-moves = Después de jugar como dice el veredicto:
## draw

draw-draw = El mazo tiene { $stock }: se roba la carta de arriba, como siempre (§5.1).
draw-reshuffle = El mazo está vacío: se barajan las cartas del descarte, menos la de arriba, que
    queda boca arriba, y forman un mazo nuevo de { $size }, del que se roba (§9.1). Lo mismo
    vale para la carta de castigo de una compra fuera de turno.
# $n: las cartas del descarte (0: ninguna; 1: solo la de arriba)
draw-round_ends = { $n ->
        [0] El mazo y el descarte están vacíos: no hay carta que robar ni con qué rehacer el
            mazo (§9.1).
       *[other] El mazo está vacío y el descarte solo tiene la carta de arriba, que no se
            baraja: ni rehaciendo el mazo hay carta que robar (§9.1).
    } La ronda termina sin ganador y cada jugador
    se apunta la penalización de las cartas que tiene en la mano (§9.2, §D9).
draw-round_ends_limit = El mazo está vacío y ya se ha rehecho { $reshuffles ->
        [one] una vez
        [2] dos veces
        [3] tres veces
       *[other] { $reshuffles } veces
    } en esta ronda, el máximo: no se rehace otra vez, aunque el descarte tenga { $discard }.
    La ronda termina sin ganador y cada jugador se apunta la penalización de las cartas que
    tiene en la mano, como en §9.2 (§D14).
draw-last_reshuffle = Es la { $count ->
        [1] primera
        [2] segunda
        [3] tercera
       *[other] { $count }.ª
    } vez que se rehace el mazo en esta ronda, la última permitida:
    cuando vuelva a haber que robar de un mazo vacío, la ronda termina (§D14).

## standings

standings-totals = Totales al final de la ronda { $rounds }: { $totals } (§8.4).
standings-winner = Gana { $who_the }, con el total más bajo, { $total ->
        [one] { $total } punto
       *[other] { $total } puntos
    } (§9.3, §1.5).
standings-tie = Empate en el total más bajo, { $total ->
        [one] { $total } punto
       *[other] { $total } puntos
    }: { $who_the } comparten la victoria (§9.4).
standings-leader = Va en cabeza { $who_the }, con { $total ->
        [one] { $total } punto
       *[other] { $total } puntos
    }; la partida no termina hasta después de la ronda { $last } (§9.3).
standings-leaders = Empate a { $total ->
        [one] { $total } punto
       *[other] { $total } puntos
    } en cabeza: { $who_the }; la partida no termina hasta después de la ronda { $last } (§9.3).

## reasons

reasons-group-no-end = Un grupo no tiene extremos: las cartas se le añaden sin posición fija
    (§3.5).
reasons-table-not-contracts = En la mesa solo hay contratos completos, uno por cada jugador que
    ha abierto: después de abrir nadie crea combinaciones nuevas (§5.3).
reasons-table-final-round = En la ronda final ninguna combinación se queda en la mesa: quien
    abre cierra en el acto (§7.4).
reasons-final-round-opened = En la ronda final nadie se queda con cartas después de abrir: quien
    abre cierra en el acto (§D8).
reasons-opened-twice = Un jugador abre una sola vez: no puede haber abierto en un turno anterior
    y también en este (§5.3).
reasons-group-mixed-ranks = Un grupo se forma con cartas del mismo valor (§3.1).
reasons-group-joker-rank = En un grupo, cada comodín toma el valor del grupo (§3.7).
reasons-group-joker-suit = { $card } declara una carta de escalera, con valor y palo; en un grupo,
    un comodín solo toma el valor del grupo: { $value } (§3.7).
reasons-group-joker-undeclared = En un grupo, cada comodín toma el valor del grupo, como JK=7
    (§3.7).
reasons-group-undeclared = En un grupo solo de comodines hay que declarar su valor, por ejemplo
    JK=7 (§D1).
reasons-group-too-short = Un grupo tiene al menos { $group_length ->
        [one] { $group_length } carta
       *[other] { $group_length } cartas
    } (§3.1).
reasons-group-too-long = Con estas reglas, un grupo tiene como máximo { $group_longest ->
        [one] { $group_longest } carta
       *[other] { $group_longest } cartas
    } (§3.5).
reasons-group-repeated-suit = Con estas reglas, en un grupo no puede haber dos cartas del mismo
    palo (§3.1).
reasons-group-other-rank = { $Card_the } no es del valor del grupo { $meld }: un grupo solo crece
    con cartas de su valor (§3.5).
reasons-joker-declared-elsewhere = { $Card_the } se ha declarado con otro valor y no encaja en { $meld }
    (§3.7).
reasons-sequence-joker-rankless = En una escalera, un comodín vale una carta con valor y palo,
    como JK=7♠ (§D2).
reasons-sequence-joker-place = En una escalera, cada comodín vale la carta del lugar que ocupa
    (§D2).
reasons-sequence-mixed-suits = Una escalera es toda del mismo palo (§3.2).
reasons-sequence-undeclared = Una escalera necesita una carta natural o un comodín declarado que
    fije el palo (§D2).
reasons-sequence-too-long = Una escalera tiene como máximo { $longest ->
        [one] { $longest } carta
       *[other] { $longest } cartas
    } (§3.4).
reasons-sequence-repeat = Hay dos cartas para el mismo lugar de la escalera (§3.2).
reasons-sequence-gap = Una escalera es de valores seguidos, sin huecos (§3.2).
reasons-sequence-gap-jokers = Una escalera es de valores seguidos, y { $joker_count ->
        [one] un solo comodín no basta
       *[other] { $joker_count } comodines no bastan
    } para llenar los huecos entre estas cartas (§3.2).
reasons-sequence-too-short = Una escalera tiene al menos { $sequence_length ->
        [one] { $sequence_length } carta
       *[other] { $sequence_length } cartas
    } (§3.2).
reasons-sequence-wraps = El as va abajo o arriba, pero una escalera no da la vuelta; K-A-2
    no es una escalera (§3.3).
reasons-meld-ambiguous = Estas cartas pueden ser un grupo o una escalera: di cuál (§D2).
reasons-group-length = Al abrir, un grupo tiene { $exact ->
        [yes] exactamente { $low ->
            [one] { $low } carta
           *[other] { $low } cartas
        }
       *[no] de { $low } a { $high } cartas
    }; las demás cartas se
    añaden después (§5.2).
reasons-sequence-length = Al abrir, una escalera tiene { $exact ->
        [yes] exactamente { $low ->
            [one] { $low } carta
           *[other] { $low } cartas
        }
       *[no] de { $low } a { $high } cartas
    }; las demás cartas
    se añaden después (§5.2).
reasons-same-suit = Dos escaleras del mismo palo en el contrato no pueden ser seguidas (§4.3).
reasons-wrong-melds = La apertura tiene que ser exactamente el contrato de la ronda (§4.1).
reasons-whole-hand = En la última ronda la apertura usa toda la mano (§7.4).
reasons-whole-hand-discard =
    Con estas reglas de la casa, en la última ronda la apertura usa todas las cartas menos una,
    que se descarta para cerrar (§7.4).
reasons-not-in-hand = { $Card_the } no está en la mano (§3.6).
reasons-keep-discard = Tiene que quedar una carta en la mano para el descarte obligatorio: se
    cierra descartando la última carta (§5.5).
reasons-beyond-ace = { $Card_the } no puede ir más allá del as de la escalera { $meld }: no se puede poner nada
    por debajo de un as bajo ni por encima de un as alto (§3.4).
reasons-does-not-extend = { $end ->
        [low] { $Card_the } no continúa la escalera { $meld } por abajo: ahí solo encaja
            { $low_card_the }, o un comodín en su lugar (§3.2, §3.4).
        [high] { $Card_the } no continúa la escalera { $meld } por arriba: ahí solo encaja
            { $high_card_the }, o un comodín en su lugar (§3.2, §3.4).
       *[any] { $ends ->
            [both] { $Card_the } no continúa la escalera { $meld }: solo encajan { $low_card_the },
                por abajo, y { $high_card_the }, por arriba, o un comodín en lugar de cualquiera de ellos (§3.2, §3.4).
            [low] { $Card_the } no continúa la escalera { $meld }: solo encaja { $low_card_the },
                por abajo, o un comodín en su lugar (§3.2, §3.4).
            [high] { $Card_the } no continúa la escalera { $meld }: solo encaja { $high_card_the },
                por arriba, o un comodín en su lugar (§3.2, §3.4).
           *[none] { $Card_the } no continúa la escalera { $meld }: ya no le cabe ninguna carta
                (§3.2, §3.4).
        }
    }
reasons-other-suit = { $Card_the } no es del palo de la escalera { $meld }: una escalera es toda
    del mismo palo (§3.2).
reasons-gap-unfilled = { $Card_the } no llega a la escalera { $meld } { $end ->
        [low] por abajo
       *[high] por arriba
    }: entre esa carta y la escalera { $missing_cards_count ->
        [one] falta { $missing_cards_each }, y { $jokers ->
            [0] no hay ningún comodín para ese lugar
           *[other] no queda ningún comodín para ese lugar
        }
       *[other] faltan { $missing_cards_each }, y { $jokers ->
            [0] no hay comodines para esos lugares
           *[other] no queda ningún comodín para esos lugares
        }
    } (§3.2).
reasons-sequence-full = { $meld } ya tiene { $longest ->
        [one] { $longest } carta
       *[other] { $longest } cartas
    }, el máximo de una escalera
    (§3.4).
reasons-which-end__D2 = { $Card_the } encaja por los dos extremos de la escalera { $meld }: di por cuál (§D2).
reasons-which-end__3-3 = { $Card_the } encaja por los dos extremos de la escalera { $meld }, porque el as
    puede ir abajo, antes del 2, o arriba, después del rey: di por cuál (§3.3).
reasons-final-round-no-layoff = En la ronda { $round } nadie añade cartas ni cambia comodines:
    quien abre, cierra (§7.4, §D8).
reasons-not-opened = Quien aún no ha abierto no añade cartas ni cambia comodines (§D7).
reasons-opening-turn__5-4 = En el turno en que abre, el jugador no añade cartas: solo a partir
    de su turno siguiente (§5.4).
reasons-opening-turn__7-1 = Solo cambia comodines quien abrió en un turno anterior, no en el
    turno en que abre (§7.1).
reasons-no-such-meld = No hay combinación { $meld_index } en la mesa.
reasons-swap-in-group = Los comodines de los grupos no se recuperan (§7.3).
reasons-swap-with-joker = Un comodín se cambia por la carta natural a la que sustituye, no por
    otro comodín (§7.1).
reasons-swap-not-exact = { $kind ->
        [group] { $Card_the } no es del valor del grupo { $meld } ({ $wanted }): con estas reglas
            de la casa, el comodín de un grupo solo se recupera con una carta natural del valor del
            grupo (§7.1).
       *[sequence] { $joker_count ->
            [one] El comodín de la escalera { $meld } representa { $wanted_card_the }, no
                { $card_the }
           *[other] Los comodines de la escalera { $meld } representan { $wanted }, no
                { $card_the }
        }: solo la carta natural exacta, del mismo valor y palo, recupera un comodín (§7.1).
    }
reasons-swap-no-joker = La combinación { $meld } no tiene ningún comodín que cambiar (§7.1).
reasons-swap-no-exact-card =
    Solo { $card_the }, la carta natural exacta a la que sustituye el comodín (mismo valor y palo),
    lo recupera, y la mano no la tiene (§7.1).
reasons-swap-no-card-of-rank =
    Con estas reglas de la casa, el comodín de un grupo se recupera con una carta natural del
    valor del grupo ({ $rank }), y la mano no tiene ninguna (§7.1).
reasons-swap-keep-discard = Después de poner { $card_the } en lugar del comodín no le quedaría
    ninguna carta para descartar (§D6, §5.5).
reasons-swap-joker-nowhere = El comodín recuperado no tendría sitio en la mesa en este turno, y
    no se puede guardar (§D6, §7.2).
reasons-active-buys = El jugador en turno no compra fuera de turno: puede coger la carta de
    arriba del descarte sin castigo (§D3, §6.7).
reasons-ace-low-only =
    Con estas reglas de la casa, el as solo es bajo: A-2-3-4 es escalera, J-Q-K-A no (§3.3).
reasons-ace-high-only =
    Con estas reglas de la casa, el as solo es alto: J-Q-K-A es escalera, A-2-3-4 no (§3.3).
reasons-no-discard = El descarte está vacío: no hay carta de arriba que coger (§5.1).
reasons-draw-first = El turno empieza robando una carta: la de arriba del mazo o la de arriba
    del descarte (§5.1).
reasons-already-drawn = En cada turno se roba una sola carta, y este jugador ya ha robado
    (§5.1).
reasons-no-window = No hay ninguna compra fuera de turno abierta: solo se compra cuando el
    jugador en turno elige el mazo, antes de robar su carta (§6.1).
reasons-no-joker-swaps =
    Con estas reglas de la casa, ningún comodín se recupera de la mesa (§7.1).
reasons-window-open = Aún quedan peticiones de compra fuera de turno por resolver: quien compra
    no baja ni descarta por ello, y el jugador en turno solo roba la carta del mazo cuando se
    acaban (§6.3, §6.5).
reasons-new-meld-after-opening = Después de abrir, un jugador no baja combinaciones nuevas: solo
    añade cartas a las de la mesa (§5.3).
reasons-round-over = La ronda ya ha terminado: no se juega más en ella.
reasons-game-over = La partida ya ha terminado: se ha jugado la última ronda (§9.3).
reasons-notation = { $token } no es una carta: se escribe como 7♥, 10♠ o JK.
reasons-not-a-card = { $card } no es una carta de la baraja: le falta el palo (§1.2).
reasons-too-many-copies = { $Card_the } no puede aparecer { $count ->
        [one] { $count } vez
       *[other] { $count } veces
    }: la baraja solo tiene { $limit } de cada carta (§1.2).
reasons-too-many-jokers = No puede haber { $count ->
        [one] { $count } comodín
       *[other] { $count } comodines
    }: la baraja solo tiene { $limit }
    (§1.2).
reasons-meld-mismatch = Las cartas de esta combinación no corresponden a la forma declarada
    (§3.7).
reasons-meld-neither = { $meld } no es un grupo ni una escalera.
reasons-move-notation = { $text } no es una jugada bien escrita.
reasons-position-notation = Este texto no describe una posición de una ronda.
reasons-place-held-by-joker =
    { $Card_the } no puede ir a { $meld }: ese lugar ya lo ocupa un comodín, y el valor de un
    comodín no cambia (§3.7).
reasons-house-rules-code =
    { $text } no es un código de reglas de la casa que este sitio sepa leer ({ $detail }).
running_out-take =
    El { $active }, que está en turno, coge la carta de arriba del descarte en lugar de robar del
    mazo (§6.7, §5.1): no hace falta robar del mazo, así que no se baraja nada aunque el mazo
    esté vacío.
house_rule = Regla de la casa para «{ $label }» ({ $clauses }): { $rule }. En este sitio: { $base }.
house_rule_changes = Regla de la casa para «{ $label }» ({ $clauses }): { $rule }. En este sitio: { $base }. Con la regla de este sitio, la respuesta sería otra.
house_rule_same = Regla de la casa para «{ $label }» ({ $clauses }): { $rule }. En este sitio: { $base }. Con la regla de este sitio, la respuesta sería la misma.
house_note =
    Reglas de la casa { $profile }: esta respuesta sigue las reglas de esta mesa; las reglas
    citadas son las de este sitio, con los cambios indicados, si los hay.
errors-at-line = línea { $line }
errors-at-column = columna { $column }
errors-at-field = campo «{ $field }»
errors-items-card = carta { $n }
errors-items-meld = combinación { $n }
errors-items-round = ronda { $n }
errors-items-seat = jugador { $n }
errors-items-player = jugador { $n }
errors-items-item = elemento { $n }
errors-given-nothing = un valor vacío
errors-given-yes = un valor que YAML lee como verdadero (true)
errors-given-no = un valor que YAML lee como falso (false)
errors-given-number = el número { $value }
errors-given-text = el texto { $value }
errors-given-list = una lista
errors-given-mapping = un conjunto de campos (clave: valor)
errors-given-date = una fecha
errors-given-bytes = datos binarios
errors-given-other = un valor de otro tipo
errors-expected-cards = cartas, en texto (7♣ 7♦ 7♥) o en una lista ([7C, 7D, 7H])
errors-expected-card = una carta, como 7♥ o JK
errors-expected-melds = una lista de combinaciones, cada una escrita como cartas
errors-expected-integer = un número entero
errors-expected-string = texto
errors-expected-array = una lista
errors-expected-boolean = verdadero o falso
errors-expected-object = un conjunto de campos (clave: valor)
errors-expected-number = un número
errors-expected-null = nada
errors-expected-or = { " o " }
errors-hints-round = las rondas van de 1 a { $rounds }
errors-hints-count = tiene que ser un número de cartas, 0 o más
errors-hints-turn = los turnos se cuentan desde 1
errors-hints-seat = los jugadores van de 1 a { $players }
errors-hints-index = las combinaciones se numeran desde 1
errors-hints-penalties =
    { $rounds ->
        [one] una (una partida tiene solo una)
       *[other] de 1 a { $rounds } (una partida tiene { $rounds })
    }
errors-hints-penalties-row =
    { $players ->
        [one] una para el jugador
       *[other] una por cada uno de los { $players } jugadores
    }
errors-hints-penalty = una penalización es 0 o más puntos
errors-hints-players = { $players } nombres distintos, en el orden de los asientos
errors-hints-sizes = { $players }, uno por jugador, en el orden de los asientos
errors-hints-opened =
    no (todavía no ha abierto), this-turn (ha abierto en este mismo turno) o earlier (ha abierto
    en un turno anterior)
errors-hints-opened-before =
    no (todavía no había abierto) o earlier (ya había abierto antes de este turno)
errors-hints-hand-or-size = tiene que ser un número de cartas, 0 o más
errors-hints-pile-size = tiene que ser un número de cartas de 0 a { $pack }
errors-hints-reshuffles =
    el número de veces que ya se ha rehecho el mazo con el descarte en esta ronda va de 0 a
    { $reshuffles } (si hace falta rehacerlo otra vez, la ronda termina)
errors-card-unknown-rank = { $token } no es una carta: el valor se escribe A, del 2 al 10, J, Q o K
errors-card-not-a-card = { $token } no es una carta: se escribe como 7♥, 10♠, 7H, JK o JK=7♠
errors-card-missing-suit = { $token } no es una carta: le falta el palo, ♠ ♥ ♦ ♣ (o S H D C)
errors-card-unknown-suit = { $token } no es una carta: el palo se escribe ♠ ♥ ♦ ♣ (o S H D C)
errors-card-not-text = { $token } no es una carta: una carta se escribe como texto, como 7♥
errors-card-empty = falta una carta: hay un elemento vacío en la lista
errors-card-joker-value-missing =
    { $token }: un comodín declarado lleva su valor después de «=», como JK=7♠
errors-card-joker-as-joker =
    { $token }: un comodín sustituye a una carta natural, no a otro comodín
errors-card-bad-joker-value =
    { $token }: el valor declarado del comodín tiene que ser una carta, como en JK=7♠, o un valor, como en
    JK=7
errors-card-value-on-natural = { $token }: solo un comodín lleva un valor declarado (JK=7♠)
errors-yaml_kinds-int = número entero
errors-yaml_kinds-float = número
errors-yaml_kinds-bool = verdadero o falso
errors-yaml_kinds-timestamp = fecha
errors-yaml_kinds-binary = datos binarios
errors-yaml_kinds-null = valor vacío
errors-yaml_kinds-str = texto
errors-card-notation-at = carta { $pos }: { $what }
errors-unsupported_why-lay-off =
    el texto catalán no dice cuándo puede un jugador empezar a añadir cartas (la regla 5.4 y
    la D7 de esta versión no tienen equivalente), y sus grupos tienen como mucho 4 cartas
errors-unsupported_why-joker-swap =
    en el texto catalán se pueden bajar todas las cartas sin descartar, así que la D6 (guardar una carta para
    el descarte después de un cambio) no se aplica
errors-unsupported_why-buy =
    el texto catalán no habla de compra fuera de turno; en su lugar se cogen una o más cartas del
    descarte (V9), y el motor no lo modela
errors-unsupported_why-go-out =
    en el texto catalán se cierra bajando todas las cartas, con o sin descarte, y se pueden coger varias cartas
    del descarte (V9, V11)
errors-unsupported_why-draw =
    el texto catalán no dice nada del mazo vacío; la 9.1 y la 9.2 son reglas de esta versión
errors-unsupported_why-other =
    el motor no modela las reglas de las que depende esta pregunta en esa versión
errors-internal =
    error interno ({ $error }); por favor, comunícalo junto con la situación (CONTRATO_DEBUG=1
    muestra los detalles)
errors-usage =
    la línea de comandos no se entiende; escribe: contrato verdict [ARCHIVO] [--lang pt|es|ca] [--json] [--profile VERSIÓN [--compare]]
errors-no-file = el archivo no existe
errors-is-folder = es una carpeta, no un archivo de situación
errors-cannot-read = no se ha podido leer el archivo
errors-unknown-profile =
    la versión { $profile } no existe: las versiones son { $profiles }; también vale un código de
    reglas de la casa (h1-…, el «Código de las reglas» de la página «Reglas de la casa»)
errors-compare-without-house = --compare compara las reglas de este sitio con unas reglas de la casa: indícalas con --profile h1-…
errors-too-large =
    { $size } bytes: una situación tiene como mucho { $most } KB (todas las cartas de la baraja
    caben en menos de 2 KB)
errors-too-large-read =
    más de { $most } KB: una situación tiene como mucho { $most } KB (todas las cartas de la
    baraja caben en menos de 2 KB)
errors-not-utf8 = el texto no está en UTF-8 (carácter { $position })
errors-not-utf8-byte = el texto no está en UTF-8 (byte { $position })
errors-yaml-too-deep = no se ha leído: tiene más de { $most ->
        [one] { $most } nivel anidado
       *[other] { $most } niveles anidados
    } (una situación necesita 3)
errors-yaml-too-many = no se ha leído: con los alias (*nombre) desplegados tiene más de { $most ->
        [one] { $most } valor
       *[other] { $most } valores
    }
errors-yaml-self-alias =
    no se ha leído: el alias { $alias } está dentro del valor que nombra, y un valor no se
    contiene a sí mismo
errors-yaml-character =
    no es YAML válido: tiene un carácter que YAML no acepta (un carácter de control o un byte
    roto)
errors-yaml-syntax =
    no es YAML válido aquí (revisa las comillas, los corchetes y los dos puntos)
errors-yaml-value = no es YAML válido: { $value } no se lee como { $kind }
errors-yaml-number-too-long = no es YAML válido: un número de { $digits ->
        [one] { $digits } cifra
       *[other] { $digits } cifras
    } es demasiado largo
errors-yaml-number-form =
    no es YAML válido: «{ $value }» { $form ->
        [sign] lleva el signo +
        [hex] está escrito en la forma 0x (hexadecimal)
        [octal] está escrito en la forma 0o (octal)
       *[zero] tiene un cero a la izquierda
    }; escribe { $number } (los lectores de YAML no leen todos igual un cero a la izquierda, un signo + o
    las formas 0x y 0o)
errors-field-twice = el campo «{ $name }» aparece dos veces (la primera en la línea { $first })
errors-key-twice =
    { $written } y { $other } (en la línea { $first }) dan la misma clave, { $name }: cada clave
    solo puede aparecer una vez
errors-empty = la situación está vacía: escribe al menos «question:» y sus campos
errors-not-a-mapping-given = una situación es un conjunto de campos (question: …), no { $given }
errors-missing-question = falta el campo «question»: di qué pregunta responder ({ $questions })
errors-unknown-question =
    la pregunta «{ $question }» no existe: las preguntas son { $questions }
errors-unsupported = la versión { $profile } no admite esta pregunta: { $why }
errors-unsupported-clause =
    la versión { $profile } no admite esta respuesta: se basa en la regla { $rule } de la versión
    de este sitio, que no tiene equivalente en sus reglas
errors-missing-field-of =
    falta el campo «{ $name }»: la pregunta { $question } necesita { $needs }
errors-unknown-field-of =
    el campo «{ $name }» no existe: la pregunta { $question } tiene los campos { $fields }
errors-card-and-cards =
    indica «{ $one }» o «{ $several }», no los dos: una carta va en «{ $one }», varias en
    «{ $several }»
errors-missing-card-or-cards =
    falta el campo «{ $one }» (o «{ $several }» para varias cartas): la pregunta { $question }
    lo necesita
errors-no-seat = no hay jugador { $seat }: los jugadores van de 1 a { $players }
errors-seat-twice =
    el jugador { $seat } aparece dos veces: cada jugador pide una sola vez, con todas las cartas
    que quiere (§6.2)
errors-bought-seat-twice = el jugador { $seat } aparece dos veces: di una sola vez cuántas compras hizo
errors-wrong-type = tiene que ser { $expected }, no { $given }
errors-not-one-of = { $given } no sirve aquí: los valores posibles son { $options }
errors-not-one-of-hint = { $given } no sirve aquí: tiene que ser { $hint }
# $what: what the list holds (the hint's key: penalties, penalties-row, sizes, players, other)
errors-items-count = { $what ->
        [penalties] { $count ->
            [0] no se ha indicado ninguna ronda
            [one] se ha indicado { $count } ronda
           *[other] se han indicado { $count } rondas
        }
        [penalties-row] { $count ->
            [0] no se ha indicado ninguna penalización
            [one] se ha indicado { $count } penalización
           *[other] se han indicado { $count } penalizaciones
        }
        [sizes] { $count ->
            [0] no se ha indicado ningún tamaño de mano
            [one] se ha indicado { $count } tamaño de mano
           *[other] se han indicado { $count } tamaños de mano
        }
        [players] { $count ->
            [0] no se ha indicado ningún nombre
            [one] se ha indicado { $count } nombre
           *[other] se han indicado { $count } nombres
        }
       *[other] { $count ->
            [0] no se ha indicado ninguno
            [one] se ha indicado { $count }
           *[other] se han indicado { $count }
        }
    }, pero tiene que haber { $hint }
errors-items-count-plain = { $count ->
        [0] no se ha indicado ninguno
        [one] se ha indicado { $count }
       *[other] se han indicado { $count }
    }: no es el número correcto
errors-not-allowed = { $value } no está permitido: { $hint }
errors-not-allowed-plain = { $value } no está permitido aquí
errors-repeated = hay un elemento repetido: tiene que haber { $hint }
errors-repeated-plain = hay un elemento repetido: cada uno aparece una sola vez
errors-invalid = este valor no está permitido aquí
errors-cards-type = las cartas se escriben en texto («7♥ 8♥ JK») o en una lista de cartas
errors-hand-joker-declared =
    { $token }: un comodín en la mano aún no tiene valor (se declara al jugarlo); escribe JK
errors-no-cards = no hay cartas
errors-not-a-mapping = una situación es un conjunto de campos
errors-missing-field = falta el campo «{ $name }»
errors-unknown-field = el campo «{ $name }» no existe: los campos son { $fields }
errors-not-a-number = «{ $name }» es un número entero, no { $value }
errors-number-range = «{ $name }» va de { $low } a { $high }, no { $value }
errors-number-at-least = «{ $name }» es { $low } o más, no { $value }
errors-table-type =
    la mesa es una lista de combinaciones, cada una en texto o en una lista de cartas
errors-table-meld = la combinación { $n } de la mesa no es una combinación: { $reason }
errors-table-meld-neither = la combinación { $n } de la mesa no es válida. { $reasons }
errors-table-meld-ambiguous =
    la combinación { $n } de la mesa puede ser un grupo o una escalera: declara el valor de los
    comodines, como JK=7 en un grupo o JK=8♠ en una escalera
errors-table-meld-jokers =
    en la combinación { $n } de la mesa ({ $meld }), el orden no dice qué carta es cada comodín:
    puede ser { $choices }; escribe el valor que se declaró, como { $example }
errors-opened-value =
    «opened» tiene que ser uno de estos valores: { $allowed }; es decir, el jugador aún no ha
    abierto (no), ha abierto en este mismo turno (this-turn) o en un turno anterior (earlier)
errors-opened-final-round =
    «{ $opened }» no puede ser: en la ronda { $round } quien abre cierra enseguida (§7.4), así
    que nadie sigue jugando después de abrir
errors-opened-empty-table =
    «{ $opened }» no puede ser con la mesa vacía: quien ha abierto ha bajado allí su contrato
    (§5.2)
errors-this-turn-contract =
    «this-turn» no puede ser con esta mesa: quien ha abierto en este mismo turno ha bajado el
    contrato de la ronda { $round } con cada combinación de la longitud mínima exacta (§5.2), y
    nadie le ha añadido cartas desde entonces (§5.4); ese contrato no está en la mesa
errors-hand-size-drawn =
    en la ronda { $round }, después de robar, una mano tiene { $base ->
        [one] { $base } carta
       *[other] { $base } cartas
    }, más 2 por cada compra fuera de turno ({ $base }, { $more }, { $most }…), no { $size }
    (§2.2, §5.1, §6.3)
errors-hand-size-final =
    en la ronda { $round } nadie baja antes de cerrar, así que la mano que queda tiene { $base ->
        [one] { $base } carta
       *[other] { $base } cartas
    }, más 2 por cada compra fuera de turno ({ $base }, { $more }…), no { $size } (§7.4, §6.3)
errors-hand-size-unopened =
    en la ronda { $round }, quien aún no ha abierto tiene { $base ->
        [one] { $base } carta
       *[other] { $base } cartas
    }, más 2 por cada compra fuera de turno ({ $base }, { $more }…), no { $size } (§2.2, §5.1,
    §6.3)
errors-hand-size-house =
    con estas reglas de la casa, en la ronda { $round } una mano como esta tiene { $sizes } cartas, no
    { $size } (§2.2, §6.3)
errors-took-type = «took» tiene dos campos: card (la carta) y from (stock o discard)
errors-one-card = tiene que ser una sola carta, no { $count }
errors-took-below =
    solo va con from: discard, porque indica lo que había en el descarte debajo de la carta
    cogida
errors-piles-too-big =
    { $stock } (mazo) + { $discard } (descarte) cartas: al repartir van al menos { $hands } a
    las manos de los { $players } jugadores, así que el mazo y el descarte juntos tienen como
    mucho { $most } y nunca pasan de ahí (§2.6, §2.2)
errors-stock-too-big =
    un mazo de { $stock } cartas: después de repartir, el mazo tiene como mucho { $most } y nunca
    pasa de ahí (§2.6)
errors-too-many-cards = { $count } cartas en la situación: la baraja solo tiene { $pack } (§1.2)
errors-table-too-long =
    { $count } combinaciones: en la ronda { $round } la mesa tiene como mucho { $most }, las
    { $n } del contrato de cada uno de los { $players } jugadores (§4.1, §5.3)
errors-hand-too-big =
    una mano de { $size } cartas: en la ronda { $round } los otros { $others } jugadores tienen,
    en la mano o en la mesa, al menos tantas cartas como las { $deal } que recibió cada uno, así
    que una mano tiene como mucho { $most } de las { $pack } cartas (§2.2, §1.2)
errors-hand-too-big-any =
    una mano de { $size } cartas: los otros { $others } jugadores tienen, en la mano o en la
    mesa, al menos tantas cartas como las que recibió cada uno, { $deal } o más, así que una
    mano tiene como mucho { $most } de las { $pack } cartas (§2.2, §1.2)
errors-needs-round = «{ $name }» va con «round»: lo que tiene una mano depende de la ronda (§2.2)
errors-hands-sizes = «hands» da los { $players } tamaños de mano, de los asientos 1 a { $players } (§1.1)
errors-hand-size-value = un tamaño de mano es un número de cartas, 0 o más
errors-opened-seats = «opened» da asientos, del 1 al { $players } (§1.1)
errors-seat-opened-final-round = el jugador { $seat } no puede haber abierto: en la ronda { $round } quien
    abre cierra enseguida (§7.4), así que nadie que siga jugando ha abierto (§D8)
errors-seat-no-card = el jugador { $seat } ya ha abierto y no tiene cartas: quien se queda sin
    cartas cierra, y la ronda ha terminado (§5.5, §8.1)
# $stock: el mazo después de repartir ($round 0: no se ha dado la ronda, y el mazo no se dice)
errors-first-turn = en el primer turno de la ronda el descarte es solo la carta descubierta al
    repartir, { $round ->
        [0] nadie ha abierto y cada mano tiene solo las cartas repartidas
       *[other] nadie ha abierto, cada mano tiene solo las cartas repartidas y el mazo tiene { $stock ->
            [one] { $stock } carta
           *[other] { $stock } cartas
        }
    } (§2.3, §2.6)
errors-discard-turn = en el turno { $turn } el descarte no puede tener { $size ->
        [one] { $size } carta
       *[other] { $size } cartas
    }: empieza
    con una y cada turno le añade una como mucho (§2.3, §5.1)
errors-piles-turn = en el turno { $turn } de la ronda { $round } el mazo aún no ha podido
    acabarse ni rehacerse, así que ninguna partida llega a ese turno con { $stock ->
        [one] { $stock } carta
       *[other] { $stock } cartas
    } en el mazo y { $discard } en el descarte: la ronda empieza con { $start ->
        [one] { $start } carta
       *[other] { $start } cartas
    } en el mazo y 1 en el descarte (§2.6); en cada turno, el jugador roba una carta y descarta
    una (§5.1), y cada compra fuera de turno se lleva la carta de arriba del descarte { $from_stock ->
        [0] sin ninguna del mazo
        [one] y una del mazo
       *[other] y { $from_stock } del mazo
    } (§6.3)
errors-piles-total =
    el mazo ({ $stock }) y el descarte ({ $discard }) tienen { $total ->
        [one] { $total } carta
       *[other] { $total } cartas
    } en total, y ninguna
    partida les deja ese total { $round ->
        [0] en ninguna ronda
       *[other] en la ronda { $round }
    }: al empezar cada turno, tienen { $step ->
        [0] siempre { $start } cartas, porque con estas reglas de la casa nadie compra fuera de turno
       *[other] { $other ->
            [0] { $start } cartas
           *[other] { $start } o { $other ->
                [one] { $other } carta
               *[other] { $other } cartas
            }, según la ronda,
        } menos { $step } por cada compra fuera de turno hecha en la ronda{ $other ->
            [0] {" "}({ $start }, { $next }…)
           *[other] {""}
        }{ $known ->
            [0] {""}
           *[other] , y las manos de quienes aún no han abierto muestran { $known ->
                [one] una compra
               *[other] { $known } compras
            }, así que como mucho { $most }
        }
    }; la ronda empieza con esas cartas en el mazo y el descarte (§2.6), en cada turno el
    jugador roba una carta y descarta una (§5.1) y el mazo se rehace con el descarte (§9.1), sin
    cambiar el total{ $step ->
        [0] {""} (§6.1)
       *[other] , y solo una compra fuera de turno les quita cartas: la de arriba del descarte { $from_stock ->
            [0] sin ninguna del mazo
            [one] y una del mazo
           *[other] y { $from_stock } del mazo
        } (§6.3)
    }
errors-cards-count = { $case ->
        [over] las manos, el mazo y el descarte tienen { $held ->
        [one] { $held } carta
       *[other] { $held } cartas
    }, más que la baraja, que tiene
            { $pack } (§1.2, §2.5)
        [least] las manos, el mazo y el descarte tienen { $held ->
        [one] { $held } carta
       *[other] { $held } cartas
    }, y quedan para la mesa
            { $spare }, cuando la mesa solo puede tener los contratos de quien ha abierto, con las
            cartas añadidas: de { $least } a { $most } cartas (§2.5, §5.2, §5.3)
        [most] las manos, el mazo y el descarte tienen { $held ->
        [one] { $held } carta
       *[other] { $held } cartas
    }, y quedan para la mesa
            { $spare }, cuando la mesa solo puede tener los contratos de quien ha abierto, con las
            cartas añadidas: de { $least } a { $most } cartas (§2.5, §5.2, §5.3)
        [table] las manos, el mazo y el descarte tienen { $held ->
        [one] { $held } carta
       *[other] { $held } cartas
    }, y quedan para la mesa
            { $spare }, cuando la mesa tiene { $table } (§2.5)
       *[none] las manos, el mazo y el descarte tienen { $held ->
        [one] { $held } carta
       *[other] { $held } cartas
    }, y quedan para la mesa
            { $spare }, cuando en la mesa no hay ninguna, porque nadie ha abierto (§2.5, §5.2)
    }
errors-discard-unlisted-bought = las compras llegan a las cartas del descarte que están por
    debajo de las { $listed } indicadas, y nadie sabe cuáles son: indícalas
errors-kind-value = «kind» es group o sequence
errors-meld-ambiguous =
    { $meld } puede ser un grupo o una escalera: añade «kind: group» o «kind: sequence», o
    declara los comodines (JK=7, JK=8♠)
errors-row-length = { $count } penalizaciones: una por jugador, { $players } en total (§1.1)
errors-row-two-zeros = dos jugadores con 0 puntos, pero solo quien cierra se queda con 0 (§8.2)
errors-row-low =
    una penalización de { $penalty } es imposible: una mano con cartas cuesta al menos { $least ->
        [one] { $least } punto
       *[other] { $least } puntos
    }
errors-row-low-final =
    una penalización de { $penalty } es imposible: en la ronda { $round } queda la mano entera,
    que cuesta al menos { $least } (§8.1, §7.4)
errors-row-high =
    una penalización de { $penalty } es imposible: en la ronda { $round } una mano tiene como
    mucho { $size } cartas, que cuestan como mucho { $most } (§8.1, §2.2)
errors-penalties-type = «penalties» tiene una fila por ronda jugada, con un número por jugador
errors-too-many-rounds =
    { $count ->
        [one] { $count } ronda: una partida tiene { $rounds }
       *[other] { $count } rondas: una partida tiene { $rounds }
    }
errors-row-type = las penalizaciones de una ronda son una lista, una por jugador
errors-penalty-value = una penalización es 0 o más puntos, no { $value }
errors-round-not-rows =
    «round» es el número de rondas jugadas, con una fila de penalizaciones por ronda; aquí { $rows ->
        [one] hay { $rows } fila
       *[other] hay { $rows } filas
    }
errors-players-names = { $players } nombres distintos, en el orden de los asientos
errors-asks-type = «asks» indica, para cada jugador, las cartas que pide
errors-draws-value = «draws» es stock o discard
errors-bought-type =
    «bought» indica, para cada jugador, cuántas compras ha hecho ya en esta ronda
errors-bought-value = un número de compras, 0 o más
errors-not-in-hand =
    la mano no tiene { $cards_each } (escribe la mano entera, también las cartas que se juegan; cada
    carta física cuenta una vez)
errors-no-meld = no hay combinación { $n } en la mesa (las combinaciones van de 1 a { $melds })
errors-end-value = «end» es low o high
errors-end-without-joker-to =
    «end» dice en qué extremo de «joker_to» queda el comodín recuperado: indica también
    «joker_to»
errors-end-on-group =
    la combinación { $n } de la mesa es un grupo, y un grupo no tiene extremos: quita «end»
errors-swap-card-or-target =
    di qué carta natural se pone en lugar del comodín («card») o de qué combinación se recupera
    el comodín («target»)
errors-no-joker-there = la combinación { $n } de la mesa no tiene ningún comodín
errors-card-or-cards = indica «card» (una carta) o «cards» (varias)
errors-hand-too-small =
    { $count ->
        [one] se añade { $count } carta, pero la mano indicada tiene { $size ->
            [one] { $size } carta
           *[other] { $size } cartas
        }
       *[other] se añaden { $count } cartas, pero la mano indicada solo tiene { $size ->
            [one] { $size } carta
           *[other] { $size } cartas
        }
    }
errors-end-alone = «end» va con una sola carta y una escalera en «target»
errors-table-empty = la mesa no tiene combinaciones: no hay dónde añadir cartas
