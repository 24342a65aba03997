# Textos de los problemas (es-ES, tuteo), en Project Fluent (https://projectfluent.org): los
# mismos mensajes en todos los idiomas. El generador de problemas da los valores ({ $n },
# { $card }…); docs/CONTENT.md explica qué variables acompañan a cada uno: $x_count (cuántos),
# $x_gender (masculine/feminine), $x_article (el artículo de una carta: «el [[5♥]]», «la
# [[Q♥]]»); { $Player } con mayúscula inicial sirve para empezar una frase. Plurales:
# { $n -> [one] … *[other] … }, según las reglas del español.
# §4.3 cita una regla (se convierte en enlace); [[8♥]] dibuja cartas.

## Palabras comunes

choices-yes = Sí
choices-no = No

contracts-r1 = dos grupos
contracts-r2 = un grupo y una escalera
contracts-r3 = dos escaleras
contracts-r4 = tres grupos
contracts-r5 = dos grupos y una escalera
contracts-r6 = un grupo y dos escaleras
contracts-r7 = tres escaleras con toda la mano

lengths-groups = 3 cartas por grupo
lengths-sequences = 4 cartas por escalera
lengths-both = 3 cartas por grupo y 4 por escalera

melds-group =
    { $n ->
        [one] un grupo
       *[other] { $n } grupos
    }
melds-sequence =
    { $n ->
        [one] una escalera
       *[other] { $n } escaleras
    }
melds-and = { $first } y { $second }

## Los jugadores, por sus asientos 1 a 4 (en el sentido del juego): el nombre y su género (en
## español no llevan artículo). Listas: «a, b y c».

players-p1 = Ana
    .gender = feminine
players-p2 = Bruno
    .gender = masculine
players-p3 = Carla
    .gender = feminine
players-p4 = Diego
    .gender = masculine

join-pair = { $first } y { $second }
join-more = { $first }, { $second }
join-clauses_pair = { $first }; { $second }
join-clauses_more = { $first }; { $second }
join-either_pair = { $first } o { $second }
join-either_more = { $first }, { $second }

## La mesa y el jugador

table-heading = En la mesa, las combinaciones numeradas en el orden en que se bajaron:
table-heading_unordered = En la mesa hay estas combinaciones, numeradas:
table-empty = Aún no hay combinaciones en la mesa.
table-meld = combinación { $n } ({ $cards })
table-meld_short = combinación { $n }
titles-of_rank-A = de { rank-A.plural }
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
titles-when-not-opened = sin haber abierto
titles-when-this-turn = en el turno en que abres
titles-when-last-card = con la última carta
titles-when-took-discard = tras coger { $card_the } del descarte
titles-can-open-pair = Ronda { $round }: { $first } y { $second } del mismo palo
titles-can-open-trap_group = Ronda { $round }: la trampa del grupo { $meld }
titles-can-open-trap_sequence = Ronda { $round }: la trampa de la escalera { $meld }
titles-can-open-shared = Ronda { $round }: ¿{ $first } o { $second }?
titles-can-open-same_rank = Ronda { $round }: dos grupos, { $first } y { $second }
titles-can-open-joker_group = Ronda { $round }: el comodín en el grupo { $meld }
titles-can-open-joker_sequence = Ronda { $round }: el comodín en la escalera { $meld }
titles-can-open-copies = Ronda { $round }: { $card } dos veces
titles-can-open-ace_high = Ronda { $round }: el as alto en la escalera { $meld }
titles-can-open-ace_low = Ronda { $round }: el as bajo en la escalera { $meld }
titles-can-open-too_few =
    { $n ->
        [one] Ronda { $round }: solo { $n } carta
       *[other] Ronda { $round }: solo { $n } cartas
    }
titles-can-open-melds =
    { $n ->
        [one] Ronda { $round }: ¿abrir con { $melds } y { $n } carta más?
       *[other] Ronda { $round }: ¿abrir con { $melds } y { $n } cartas más?
    }
titles-can-open-melds_all = Ronda { $round }: ¿abrir con { $melds }?
titles-can-open-hand = Ronda { $round }: la mano { $cards }
titles-lay-off-sequence = Ronda { $round }: { $card } en la escalera { $meld }
titles-lay-off-sequence_when = Ronda { $round }: { $card } en la escalera { $meld }, { $when }
titles-lay-off-group = Ronda { $round }: { $card } en el grupo { $rank }
titles-lay-off-group_when = Ronda { $round }: { $card } en el grupo { $rank }, { $when }
titles-joker-swap-sequence = Ronda { $round }: { $cards } y el comodín de la escalera { $meld }
titles-joker-swap-sequence_when =
    Ronda { $round }: { $cards } y el comodín de la escalera { $meld }, { $when }
titles-joker-swap-group = Ronda { $round }: { $cards } y el comodín del grupo { $rank }
titles-joker-swap-group_when =
    Ronda { $round }: { $cards } y el comodín del grupo { $rank }, { $when }
titles-contract-pair-lay-down = Ronda { $round }: ¿abrir con { $melds }?
titles-contract-pair-later = Ronda { $round }: { $card } entre { $first } y { $second }
titles-buy-ask =
    { $count ->
        [one] { $askers } pide { $cards_the }
       *[other] { $askers } piden { $cards_the }
    }
titles-buy-asks = Ronda { $round }: { $asks }
titles-buy-dealt = Ronda { $round }: { $asks }, la carta descubierta al repartir
titles-buy-takes =
    { $count ->
        [one] Ronda { $round }: { $askers } pide { $card_the }, que { $active } coge del descarte
       *[other] Ronda { $round }: { $askers } piden { $card_the }, que { $active } coge del descarte
    }
titles-buy-takes_alone = Ronda { $round }: { $active } coge { $card_the } del descarte
titles-final-round-melds =
    { $n ->
        [one] Ronda { $round }: ¿cerrar con { $melds } y { $n } carta más?
       *[other] Ronda { $round }: ¿cerrar con { $melds } y { $n } cartas más?
    }
titles-final-round-melds_all = Ronda { $round }: ¿cerrar con { $melds }?
titles-final-round-hand =
    { $n ->
        [one] Ronda { $round }: ¿cerrar con { $n } carta?
       *[other] Ronda { $round }: ¿cerrar con { $n } cartas?
    }
titles-penalty-cards =
    { $count ->
        [one] Ronda { $round }: ¿cuántos puntos vale { $cards }?
       *[other] Ronda { $round }: ¿cuántos puntos valen { $cards }?
    }
titles-penalty-hand =
    { $n ->
        [one] Ronda { $round }: { $n } carta, con { $parts }
       *[other] Ronda { $round }: { $n } cartas, con { $parts }
    }
titles-penalty-size =
    { $n ->
        [one] Ronda { $round }: ¿cuántos puntos vale { $n } carta?
       *[other] Ronda { $round }: ¿cuántos puntos valen { $n } cartas?
    }
titles-penalty-jokers =
    { $n ->
        [1] un comodín
        [2] dos comodines
        [3] tres comodines
        [4] cuatro comodines
        [5] cinco comodines
        [6] seis comodines
        [7] siete comodines
        [8] ocho comodines
        [9] nueve comodines
        [10] diez comodines
       *[other] { $n } comodines
    }
titles-penalty-aces =
    { $n ->
        [1] un as
        [2] dos ases
        [3] tres ases
        [4] cuatro ases
        [5] cinco ases
        [6] seis ases
        [7] siete ases
        [8] ocho ases
        [9] nueve ases
        [10] diez ases
       *[other] { $n } ases
    }
titles-penalty-faces =
    { $n ->
        [1] una figura
        [2] dos figuras
        [3] tres figuras
        [4] cuatro figuras
        [5] cinco figuras
        [6] seis figuras
        [7] siete figuras
        [8] ocho figuras
        [9] nueve figuras
        [10] diez figuras
       *[other] { $n } figuras
    }
titles-running-out-draw = Ronda { $round }, turno { $turn }: { $player } roba cuando { $stock }
titles-running-out-take =
    Ronda { $round }, turno { $turn }: { $player } coge del descarte cuando { $stock }
titles-running-out-buy =
    Ronda { $round }, turno { $turn }: { $player } compra fuera de turno cuando { $stock }
titles-running-out-stock_empty = el mazo está vacío
titles-running-out-stock =
    { $n ->
        [one] queda { $n } carta en el mazo
       *[other] quedan { $n } cartas en el mazo
    }
titles-running-out-stock_empty_rebuilt =
    { $times ->
        [one] el mazo está vacío y ya se ha rehecho una vez
        [2] el mazo está vacío y ya se ha rehecho dos veces
        [3] el mazo está vacío y ya se ha rehecho tres veces
       *[other] el mazo está vacío y ya se ha rehecho { $times } veces
    }
titles-running-out-stock_rebuilt =
    { $n ->
        [one] queda { $n } carta en el mazo
       *[other] quedan { $n } cartas en el mazo
    }, que ya se ha rehecho { $times ->
        [one] una vez
        [2] dos veces
        [3] tres veces
       *[other] { $times } veces
    }
titles-standings-final = Fin de la partida, ¿quién gana?
titles-standings-partial =
    { $round ->
        [one] Tras la ronda { $round }
       *[other] Tras { $round } rondas
    }, ¿quién lidera?
titles-standings-top =
    { $stage } Mano más cara: { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    } ({ $player }, ronda { $at })
titles-standings-void =
    { $stage } Mano más cara: { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    } ({ $player }, ronda { $at }); { $count ->
        [one] ronda { $rounds }
       *[other] rondas { $rounds }
    } sin ganador

opened-no = Aún no has abierto en esta ronda.
opened-this-turn = Has abierto en este mismo turno.
opened-earlier = Abriste en un turno anterior.

ends-low = extremo de abajo
ends-high = extremo de arriba

refusals-not-opened = Aún no has abierto, y quien no ha abierto no añade cartas ni cambia
    comodines (§D7).
refusals-opening-turn-lay-off = Has abierto en este mismo turno: solo desde tu turno siguiente
    puedes añadir cartas (§5.4).
refusals-opening-turn-swap = Has abierto en este mismo turno: solo quien abrió en un turno
    anterior cambia comodines, igual que solo desde el turno siguiente se añaden cartas (§7.1,
    §5.4).
refusals-final-round = En la ronda 7 no hay fase de añadir: nadie añade cartas ni cambia
    comodines, y quien abre cierra en ese momento (§7.4, §D8).
refusals-keep-discard = Te quedarías sin cartas en la mano, y antes de la ronda final siempre
    tienes que guardar una carta para el descarte obligatorio (§5.5).

remarks-source-11 = Es el ejemplo comentado de las reglas (§11). El [[8♥]] encajaría en una
    combinación de otro jugador, pero en el turno en que abres no puedes añadir cartas: tienes
    que esperar a tu siguiente turno (§5.4). Después de abrir, terminas el turno descartando una
    carta.
remarks-source-8-3 = Es el ejemplo de la regla §8.3.
remarks-no-wrap = Ojo: rey, as, dos y tres del mismo palo no forman escalera. El as va abajo o
    arriba, y una escalera no da la vuelta (§3.3).
remarks-discard-top-only =
    Del descarte solo se coge la carta de arriba (§5.1), y también es la única que se puede
    comprar fuera de turno (§6.2): las cartas que quedan debajo no están al alcance de nadie.

## ¿Puedes abrir?

can-open-question = ¿Puedes abrir ahora, en este turno?
can-open-situation-contract = Ronda { $round }. Contrato: { $contract }.
can-open-situation-hand =
    Tu mano, con la carta que acabas de robar ({ $size ->
        [one] { $size } carta
       *[other] { $size } cartas
    }):
can-open-situation-took_stock =
    Tu mano después de robar { $card_the } del mazo ({ $size ->
        [one] { $size } carta
       *[other] { $size } cartas
    }):
can-open-situation-took_discard =
    Tu mano después de coger { $card_the } del descarte ({ $size ->
        [one] { $size } carta
       *[other] { $size } cartas
    }):
can-open-situation-purchases =
    { $n ->
        [one] En esta ronda ya has hecho una compra fuera de turno, así que tienes 2 cartas más
            de lo normal.
       *[other] En esta ronda ya has hecho { $n } compras fuera de turno, así que tienes
            { $extra } cartas más de lo normal.
    }
can-open-situation-below =
    En el descarte, debajo { $card_gender ->
        [feminine] de la
       *[masculine] del
    } { $card } que has cogido, { $n ->
        [one] queda una carta:
       *[other] quedan, de arriba abajo:
    }
can-open-answer-yes =
    { $n ->
        [one] Sí, puedes abrir; solo hay una manera de hacerlo.
       *[other] Sí, puedes abrir; hay { $n } maneras de hacerlo.
    }
can-open-answer-no_same_suit = No, el contrato solo sale con dos escaleras del mismo palo
    seguidas, y eso no está permitido.
can-open-answer-no_contract = No, la mano no tiene el contrato completo.
can-open-answer-no_final = No, la mano entera no se puede dividir en tres escaleras válidas.
can-open-answer-no_too_few = No, no tienes cartas suficientes.
can-open-explain-contract = En la ronda { $round }, el contrato pide { $contract } (§4.1), cada
    combinación con la longitud exacta: { $lengths } (§5.2).
can-open-explain-contract_final = En la ronda 7 el contrato son tres escaleras con toda la mano,
    cada una de al menos 4 cartas (§4.1, §7.4).
can-open-explain-ways =
    { $n ->
        [one] Solo hay una manera de abrir:
       *[other] Hay { $n } maneras de abrir:
    }
can-open-explain-ways_many = Hay { $n } maneras de abrir; aquí van { $shown }:
can-open-explain-keep_discard =
    { $n ->
        [one] Después de abrir te queda 1 carta en la mano, que será el descarte obligatorio
            (§5.5).
       *[other] Después de abrir te quedan { $n } cartas en la mano, y una de ellas será el
            descarte obligatorio (§5.5).
    }
can-open-explain-whole_hand = Las { $n } cartas bajan a la mesa de una vez y cierras sin
    descartar (§7.4).
can-open-explain-joker_low = En { $meld }, el comodín va en el extremo de abajo y queda como { $card }
    (§3.7, §D2).
can-open-explain-joker_high = En { $meld }, el comodín va en el extremo de arriba y queda como { $card }
    (§3.7, §D2).
can-open-explain-joker_middle = En { $meld }, el comodín ocupa el hueco y queda como { $card } (§3.7,
    §D2).
can-open-explain-joker_group = En { $meld }, { $count ->
        [one] el comodín toma
       *[other] cada comodín toma
    } el valor del grupo: { $rank } (§3.7).
can-open-explain-group_of_jokers = { $meld } es un grupo solo de comodines, declarado como
    grupo de { $rank_plural } (§3.7, §D1).
can-open-explain-joker_choice = Algunas de estas maneras solo se diferencian en el valor
    declarado del comodín: cada valor es una bajada distinta (§D2).
can-open-explain-joker_choice_group = Algunas de estas maneras solo se diferencian en el valor declarado de los
    comodines de un grupo formado solo por comodines: cada valor es una bajada distinta (§3.7, §D1).
can-open-explain-ace_high = En { $meld }, el as va arriba, por encima del rey (§3.3).
can-open-explain-ace_low = En { $meld }, el as va abajo, por debajo del dos (§3.3).
can-open-explain-group_two_copies = { $meld } usa los dos ejemplares { $card_article ->
        [la] de la
       *[other] del
    } { $card }: hay dos
    barajas, y en un grupo el palo se puede repetir (§1.2, §3.1).
can-open-explain-same_suit_gap = { $first } y { $second } son del mismo palo, pero queda un
    hueco entre ellas, así que no van seguidas (§4.3).
can-open-explain-same_suit_overlap = { $first } y { $second } son del mismo palo y se solapan,
    cada una con sus propias cartas físicas, y eso está permitido (§4.3, §3.6).
can-open-explain-same_rank_groups = { $first } y { $second } son dos grupos del mismo valor, y
    eso está permitido (§D11).
can-open-explain-trap = Ojo con la trampa: { $meld } también es { $kind }, pero usa cartas que
    necesita el resto del contrato, y cada carta física va en una sola combinación (§3.6).
can-open-explain-blocked =
    { $n ->
        [one] Sin la regla §4.3 habría una manera de abrir:
       *[other] Sin la regla §4.3 habría { $n } maneras de abrir:
    }
can-open-explain-blocked_many = Sin la regla §4.3 habría { $n } maneras de abrir; aquí van
    { $shown }:
can-open-explain-blocked_why = Pero { $first } y { $second } son del mismo palo y van seguidas:
    una termina justo antes de que empiece la otra. Dentro del contrato, dos escaleras del mismo
    palo necesitan un hueco entre ellas, o solaparse con cartas físicas distintas (§4.3).
can-open-explain-partial = El contrato completo pide además { $missing }; lo más que
    consigues formar { $shown ->
        [one] es esta combinación
       *[other] son estas combinaciones
    } (§4.1, §5.2):
can-open-explain-nothing = La mano no forma ninguna de las combinaciones del contrato (§4.1).
can-open-explain-shared =
    { $meld } también es { $kind }, pero necesita { $cards_each }, y { $copies ->
        [one] el único ejemplar que hay en la mano ya está { $shown ->
            [one] en la combinación de arriba
           *[other] en una de las combinaciones de arriba
        }
       *[other] los ejemplares que hay en la mano ya están todos { $shown ->
            [one] en la combinación de arriba
           *[other] en las combinaciones de arriba
        }
    }: cada carta física va en una sola combinación (§3.6).
can-open-explain-shared_joker =
    { $meld } también es { $kind }, pero necesita { $n ->
        [one] un comodín
       *[other] { $n } comodines
    }, y { $free ->
        [0] { $copies ->
            [one] el único comodín de la mano ya está { $shown ->
                [one] en la combinación de arriba
               *[other] en una de las combinaciones de arriba
            }
           *[other] los { $copies } comodines de la mano ya están todos { $shown ->
                [one] en la combinación de arriba
               *[other] en las combinaciones de arriba
            }
        }
       *[other] fuera { $shown ->
            [one] de la combinación de arriba
           *[other] de las combinaciones de arriba
        } la mano solo tiene { $free ->
            [one] un comodín
           *[other] { $free } comodines
        }
    }: cada carta física va en una sola combinación (§3.6).
can-open-explain-final_three = Puedes formar tres escaleras de 4 cartas, por ejemplo estas, pero
    ninguna manera de hacerlas usa las { $n } cartas, y en la ronda 7 se abre con toda la mano
    (§7.4):
can-open-explain-final_some =
    { $n ->
        [one] Lo más que consigues es una escalera de 4 cartas; faltan otras dos para bajar
            toda la mano (§7.4):
       *[other] Lo más que consigues son { $n } escaleras de 4 cartas; falta la tercera para
            bajar toda la mano (§7.4):
    }
can-open-explain-final_nothing = La mano no forma ninguna escalera de 4 cartas del mismo palo
    (§3.2), y en la ronda 7 se abre con toda la mano en escaleras (§7.4).
can-open-explain-too_few =
    { $n ->
        [one] Tienes 1 carta
       *[other] Tienes { $n } cartas
    }: el contrato pide { $need } y tiene que sobrarte una para el descarte obligatorio (§5.5).
can-open-explain-too_few_final =
    { $n ->
        [one] Tienes 1 carta
       *[other] Tienes { $n } cartas
    }, y las tres escaleras de la ronda 7 piden al menos { $need } (§7.4).

## ¿Cuántos puntos?

penalty-question = ¿Cuántos puntos de penalización te apuntas en esta ronda?
penalty-situation-left =
    Ronda { $round }. Otro jugador acaba de cerrar y la ronda ha terminado. { $n ->
        [one] Te ha quedado 1 carta en la mano:
       *[other] Te han quedado { $n } cartas en la mano:
    }
penalty-situation-left_final =
    Ronda { $round }. Otro jugador ha bajado toda la mano y ha cerrado, y la ronda ha terminado.
    { $n ->
        [one] Te ha quedado 1 carta en la mano:
       *[other] Te han quedado en la mano tus { $n } cartas:
    }
penalty-answer =
    { $n ->
        [one] { $n } punto de penalización.
       *[other] { $n } puntos de penalización.
    }
penalty-explain-values = Cada carta que queda en la mano suma penalización (§8.1): K, Q y J
    valen 10; el as, 15; el comodín, 15; del 2 al 10, lo que marca la carta.
penalty-explain-breakdown = Sumando: { $items } = **{ $total }**.
penalty-explain-final_round = En la ronda 7 nadie baja cartas antes de cerrar (§7.4), así que
    quien no cierra paga la mano entera.
penalty-explain-wrong = Las otras respuestas salen de errores frecuentes:
penalty-mistakes-ace-as-1 = **{ $value }**: { $n ->
        [one] contar el as como 1
       *[other] contar los ases como 1
    }. El as puede ir abajo en una escalera (§3.3), pero en la mano siempre vale 15 (§8.1).
penalty-mistakes-joker-as-0 = **{ $value }**: { $n ->
        [one] no contar el comodín
       *[other] no contar los comodines
    }. En la mano, un comodín vale 15 (§8.1, §D12).
penalty-mistakes-faces-as-rank = **{ $value }**: contar J, Q y K como 11, 12 y 13. Las figuras
    valen 10 cada una (§8.1).
penalty-mistakes-forgot-card = **{ $value }**: olvidarse { $card_article ->
        [la] de la
       *[other] del
    } { $card }. Cuentan todas las cartas
    que quedan en la mano (§8.1).
penalty-mistakes-counted-twice = **{ $value }**: contar { $card_the } dos veces. Cada carta física
    cuenta una sola vez (§3.6, §8.1).
penalty-mistakes-two-as-wild = **{ $value }**: contar cada 2 como si fuera un comodín (15
    puntos). En este juego solo los comodines sustituyen a otras cartas; un 2 es una carta
    natural y vale 2 (§1.3, §8.1).
penalty-mistakes-ace-as-10 = **{ $value }**: { $n ->
        [one] contar el as como una figura (10 puntos)
       *[other] contar los ases como figuras (10 puntos cada uno)
    }. El as vale 15 (§8.1).
penalty-mistakes-joker-as-10 = **{ $value }**: { $n ->
        [one] contar el comodín como una figura (10 puntos)
       *[other] contar los comodines como figuras (10 puntos cada uno)
    }. El comodín vale 15 (§8.1).
## ¿Puedes añadir?

lay-off-question = ¿Puedes añadir { $card_the } a la combinación { $n } ahora, en este turno?
lay-off-situation-round = Ronda { $round }.
lay-off-situation-hand =
    Tu mano, con la carta que acabas de robar ({ $size ->
        [one] { $size } carta
       *[other] { $size } cartas
    }):
lay-off-situation-hand_now =
    Tu mano ahora, después de las cartas que ya has jugado en este turno ({ $size ->
        [one] { $size } carta
       *[other] { $size } cartas
    }):
lay-off-situation-took =
    Tu mano después de coger { $card_the } del descarte ({ $size ->
        [one] { $size } carta
       *[other] { $size } cartas
    }):
lay-off-choices-low = Sí, pero solo en el extremo de abajo
lay-off-choices-high = Sí, pero solo en el extremo de arriba
lay-off-choices-both = Sí, en cualquiera de los dos extremos, a elegir
lay-off-choices-no = No
lay-off-choices-yes = Sí
lay-off-answer-low = Sí, pero solo en el extremo de abajo.
lay-off-answer-high = Sí, pero solo en el extremo de arriba.
lay-off-answer-both = Sí, en cualquiera de los dos extremos: al añadir la carta, di en qué extremo
    va.
lay-off-answer-no = No, ahora no puedes añadir esa carta a esa combinación.
lay-off-answer-no_fit = No: esa carta no encaja en esa combinación.
lay-off-answer-yes = Sí, puedes añadir esa carta ahora.
lay-off-explain-may =
    { $n ->
        [one] Abriste en un turno anterior y, después de añadir, te queda 1 carta en la mano
            para el descarte obligatorio, así que puedes añadir en este turno (§5.4, §5.5).
       *[other] Abriste en un turno anterior y, después de añadir, te quedan { $n } cartas en la
            mano, una de ellas para el descarte obligatorio, así que puedes añadir en este turno
            (§5.4, §5.5).
    }
lay-off-explain-may_but =
    { $n ->
        [one] En este turno sí puedes añadir cartas: abriste en un turno anterior y, si
            añadieras esta, aún te quedaría 1 carta en la mano para el descarte obligatorio
            (§5.4, §5.5). El problema es la combinación:
       *[other] En este turno sí puedes añadir cartas: abriste en un turno anterior y, si
            añadieras esta, aún te quedarían { $n } cartas en la mano, una de ellas para el
            descarte obligatorio (§5.4, §5.5). El problema es la combinación:
    }
lay-off-explain-otherwise = En cuanto a la combinación en sí, en un turno en que pudieras
    añadir:
lay-off-explain-end_ok = En el { $end } de la { $meld }, { $card_the } es la carta que la
    continúa: la escalera queda { $result } (§3.4).
lay-off-explain-end_ok_joker = En el { $end } de la { $meld }, el comodín entra con el valor de
    ese lugar, { $jk }, y la escalera queda { $result } (§3.4, §3.7, §D2).
lay-off-explain-end_no_next = En el { $end } de la { $meld } solo entra { $needed_the }, o un comodín en su lugar, y { $card_the }
    no es esa carta: una escalera solo crece con cartas de su palo, sin saltar valores (§3.2).
lay-off-explain-end_no_ace = El { $end } de la { $meld } es un as, y nada va por debajo de un as
    bajo ni por encima de un as alto (§3.3, §3.4).
lay-off-explain-full = La { $meld } ya tiene 14 cartas, de as a as, el máximo de una escalera:
    no admite ninguna carta más (§3.4).
lay-off-explain-both_joker = El comodín cabe en los dos extremos: al añadirlo, di en qué extremo va,
    y toma el valor de ese lugar (§D2).
lay-off-explain-both_ace = El as puede ir abajo, antes del 2, o arriba, después del rey:
    { $card_the } cabe en los dos extremos, y al añadirlo di en qué extremo va (§3.3).
lay-off-explain-group_ok = { $Card_the } tiene el valor del grupo ({ $rank }), y un grupo crece con
    más cartas de su valor, sin más límite que las cartas que existen (§3.5).
lay-off-explain-group_ok_joker = Un comodín se une a la { $meld } con el valor del grupo,
    { $rank } (§3.5, §3.7).
lay-off-explain-group_no = { $Card_the } no encaja en la { $meld }, un grupo de { $rank_plural }: un
    grupo solo crece con cartas de su valor (§3.5).
lay-off-explain-group_of_jokers = La { $meld } es un grupo solo de comodines, declarado como
    grupo de { $rank_plural }, y ese valor queda fijo (§D1, §3.7).
lay-off-explain-elsewhere = En otra combinación sí podrías añadir esa carta ya (§5.4): en la { $meld }.
lay-off-explain-goes_out = Después descartas { $card_the }, la carta que has cogido del descarte en
    este turno, y cierras: se puede descartar la misma carta que se ha cogido del descarte
    (§5.5, §D10).

## ¿Cambiar el comodín?

joker-swap-question = ¿Cuál de estas jugadas puedes hacer ahora, en este turno?
joker-swap-situation-round = Ronda { $round }.
joker-swap-situation-hand =
    Tu mano, con la carta que acabas de robar ({ $size ->
        [one] { $size } carta
       *[other] { $size } cartas
    }):
joker-swap-situation-hand_now =
    Tu mano ahora, después de las cartas que ya has jugado en este turno ({ $size ->
        [one] { $size } carta
       *[other] { $size } cartas
    }):
joker-swap-move-end = Cambiar el comodín de la { $meld } por { $natural_article } { $natural } y
    poner el comodín en el { $end } de la { $to }
joker-swap-move-group = Cambiar el comodín de la { $meld } por { $natural_article } { $natural }
    y poner el comodín en la { $to }
joker-swap-move-none = Ninguna de estas jugadas está permitida ahora
joker-swap-place-end = el { $end } de la { $meld } (como { $jk })
joker-swap-place-group = la { $meld } (como { $jk })
joker-swap-answer-move = { $move }.
joker-swap-answer-none = Ninguna: ahora no está permitida ninguna de estas jugadas.
joker-swap-explain-may = Abriste en un turno anterior, así que, al añadir cartas, puedes cambiar
    el comodín de una escalera por la carta natural exacta a la que sustituye, del mismo valor y
    del mismo palo (§7.1).
joker-swap-explain-swap = Con { $natural_article } { $natural } puedes recuperar el comodín de
    la { $meld }; en este mismo turno, el comodín { $places_count ->
        [one] va a { $places }
       *[other] puede ir a cualquiera de estos lugares: { $places }
    } (§7.1, §7.2).
joker-swap-explain-swap_many = Con { $natural_article } { $natural } puedes recuperar el comodín
    de la { $meld }; en este mismo turno, el comodín puede ir a { $n } lugares de la mesa (§7.1,
    §7.2), por ejemplo: { $places }.
joker-swap-explain-none = Ahora no hay ningún cambio de comodín permitido.
joker-swap-explain-wrong = Las otras opciones:
joker-swap-explain-keep_never = El comodín recuperado nunca se queda en la mano: va a la mesa en
    este mismo turno, con el valor del lugar donde se pone (§7.2, §3.7).
joker-swap-explain-group_jokers = El comodín de la { $meld } está en un grupo y se queda donde
    está: los comodines de los grupos no se recuperan (§7.3).
joker-swap-wrong-none = { $move }: sí hay un cambio permitido (§7.1, §7.2).
joker-swap-wrong-group = { $move }: no, el comodín de la { $meld } está en un grupo, y los
    comodines de los grupos no se recuperan (§7.3).
joker-swap-wrong-not-exact = { $move }: no, el comodín de la { $meld } está declarado como { $jk }, y solo la
    carta natural exacta, del mismo valor y del mismo palo, lo recupera (§7.1).
joker-swap-wrong-keep-discard = { $move }: no, después de poner { $natural_article }
    { $natural } en lugar del comodín te quedarías sin ninguna carta para descartar, y el cambio
    solo está permitido si aún te queda una (§D6, §5.5).
joker-swap-wrong-nowhere = { $move }: no, el comodín recuperado no cabría en ninguna combinación
    de la mesa en este turno, y no se puede guardar (§D6, §7.2).
joker-swap-wrong-beyond-ace = { $move }: no, el { $end } de la { $to } es un as, y nada va más
    allá de un as (§3.4).
joker-swap-wrong-full = { $move }: no, la { $to } ya tiene 14 cartas, el máximo de una escalera
    (§3.4).
joker-swap-wrong-not-opened = { $move }: no, quien aún no ha abierto no cambia comodines (§D7).
joker-swap-wrong-opening-turn = { $move }: no, quien ha abierto en este mismo turno aún no
    cambia comodines (§7.1).

## Dos escaleras del mismo palo

contract-pair-question-lay-down = ¿Puedes abrir con estas combinaciones?
contract-pair-question-later = ¿Puedes añadir { $card_the } a la combinación { $n } ahora, en este
    turno?
contract-pair-situation-lay-down = Ronda { $round }. Contrato: { $contract }. Quieres abrir con
    estas combinaciones:
contract-pair-situation-final = Ronda { $round }. Después de robar tienes { $n } cartas y
    quieres abrir con toda la mano así:
contract-pair-situation-later = Ronda { $round }. Contrato: { $contract }. Abriste en un turno
    anterior; además de la carta de la pregunta, tienes otras en la mano. En la mesa
    están, desde un turno anterior, estas combinaciones de otro jugador; las dos primeras son
    del mismo palo:
contract-pair-situation-later_pair = Ronda { $round }. Contrato: { $contract }. Abriste en un
    turno anterior; además de la carta de la pregunta, tienes otras en la mano. En la mesa
    están, desde un turno anterior, estas dos combinaciones de otro jugador, del mismo palo:
contract-pair-answer-yes = Sí, el contrato es válido.
contract-pair-answer-no = No, estas dos escaleras del mismo palo van seguidas, y eso no está
    permitido en el contrato.
contract-pair-answer-later_yes = Sí, puedes añadir esa carta, aunque las dos escaleras queden seguidas.
contract-pair-answer-later_yes_joker = Sí, puedes añadir el comodín; si lo pones en el extremo que tapa
    el hueco, las dos escaleras quedan seguidas, y eso está permitido.
contract-pair-answer-later_no = No, esa carta no cabe ahí.
contract-pair-explain-rule = En la ronda { $round } el contrato pide { $contract } (§4.1). Dentro
    del contrato, dos escaleras del mismo palo no pueden ir seguidas: entre ellas tiene que haber un
    hueco, o bien tienen que solaparse, cada una con sus propias cartas físicas (§4.3).
contract-pair-explain-rule_final = En la ronda 7 el contrato son tres escaleras con toda la
    mano, de 4 o más cartas cada una (§4.1, §7.4), y la regla de las escaleras del mismo palo
    también vale aquí: no pueden ir seguidas (§4.3).
contract-pair-explain-contiguous = La { $first } termina en { $a_the } y la { $second } empieza
    justo después, en { $b_the }: van seguidas, y por eso no pueden bajarse juntas en el contrato
    (§4.3).
contract-pair-explain-gap = Entre la { $first } y la { $second } hay un hueco: { $gap_count ->
        [one] falta
       *[other] faltan
    } { $gap_each }, así que no van seguidas (§4.3).
contract-pair-explain-overlap = La { $first } y la { $second } se solapan en { $overlap_each }, y cada
    una usa su propio ejemplar { $overlap_count ->
        [one] de esa carta
       *[other] de esas cartas
    }, porque hay dos barajas: está permitido (§4.3, §3.6, §1.2).
contract-pair-explain-overlap_joker = La { $first } y la { $second } se solapan en { $overlap_each }, y cada
    una usa su propio ejemplar { $overlap_count ->
        [one] de esa carta
       *[other] de esas cartas
    }, porque hay dos barajas; también en { $jokered_each }, pero { $jokered_count ->
        [one] en una de ellas es un comodín
       *[other] en cada uno de esos lugares una de ellas tiene un comodín
    }: está permitido (§4.3, §3.6, §1.2, §3.7).
contract-pair-explain-overlap_jokers_only = La { $first } y la { $second } se solapan en { $jokered_each }, pero { $jokered_count ->
        [one] en una de ellas es un comodín
       *[other] en cada uno de esos lugares una de ellas tiene un comodín
    }: está permitido (§4.3, §3.7).
contract-pair-explain-ace = La { $low } empieza en el as bajo y la { $high } termina en el as
    alto, pero una escalera no da la vuelta por el as: no van seguidas (§3.3, §4.3).
contract-pair-explain-jokers =
    { $wilds_count ->
        [one] El comodín cuenta en el lugar declarado para él: { $wilds } (§4.3, §D2).
       *[other] Los comodines cuentan en el lugar declarado para cada uno: { $wilds_each } (§4.3, §D2).
    }
contract-pair-explain-close_later = Una vez bajadas, las cartas que se añaden pueden tapar el
    hueco entre ellas (§4.4).
contract-pair-explain-later = Cuando se bajaron, entre la { $first } y la { $second } había un
    hueco, como pide la regla (§4.3): { $gap_count ->
        [one] faltaba
       *[other] faltaban
    } { $gap_each }.
contract-pair-explain-may = Abriste en un turno anterior, así que puedes añadir cartas en este
    turno (§5.4).
contract-pair-explain-closes = Añadir { $card_the } en el { $end } de la { $meld } tapa ese hueco, y
    está permitido: la regla solo se aplica al bajar el contrato, y las cartas que se añaden
    después pueden taparlo (§4.4, §3.4). La escalera queda { $result }; las dos escaleras
    quedan seguidas, pero siguen siendo dos combinaciones.
contract-pair-explain-joker_either = El comodín también cabe en el { $end } de la { $meld }, como
    { $jk }, y ahí el hueco queda sin tapar: al añadirlo, di en qué extremo va (§3.4, §D2).
contract-pair-explain-no_fit = Pero { $card_the } no entra en el { $end } de la { $meld }: ahí solo
    cabe la carta del mismo palo que la prolonga, sin saltar valores (§3.2).

## ¿Quién compra fuera de turno?

buy-question = ¿Quién se queda con qué cartas?
buy-situation-round = Ronda { $round }, turno { $turn }: juega { $active }.
buy-situation-dealt = Es el primer turno de la ronda: en el descarte solo está { $card_the }, la
    carta descubierta al repartir.
buy-situation-discard =
    { $Discarder } acaba de descartar. { $n ->
        [one] En el descarte hay 1 carta: { $cards }
       *[other] En el descarte hay { $n } cartas; { $cards_count ->
            [one] la de arriba: { $cards }
           *[other] las de arriba, de arriba abajo: { $cards }
        }
    }
buy-situation-stock =
    { $n ->
        [one] En el mazo queda 1 carta, boca abajo: { $cards }
       *[other] En el mazo hay { $n } cartas, boca abajo; { $cards_count ->
            [one] la de arriba: { $cards }
           *[other] las de arriba, en el orden en que saldrán: { $cards }
        }
    }
buy-situation-players = Los jugadores, en el orden del juego a partir del jugador en turno:
buy-situation-player =
    { $player_name }: { $n ->
        [one] 1 carta en la mano
       *[other] { $n } cartas en la mano
    }; aún no ha abierto
buy-situation-player_opened =
    { $player_name }: { $n ->
        [one] 1 carta en la mano
       *[other] { $n } cartas en la mano
    }; ya ha abierto
buy-situation-draws = { $Active } elige el mazo en lugar de coger la carta de arriba del
    descarte, pero no roba hasta que se resuelvan las peticiones de compra fuera de turno.
buy-situation-takes = { $Active } coge la carta de arriba del descarte.
buy-situation-asks_intro = Por orden de petición: { $asks }.
buy-situation-asks = { $player } pide { $cards_each }
buy-choice = { $Outcome }
buy-answer = { $Outcome }.
buy-gets = { $player } se queda con { $cards_each }
# los jugadores siguientes de la misma lista, sin repetir el verbo: «Diego se queda con el 8♦; Bruno,
# con el 3♠»
buy-gets_then = { $player }, con { $cards_each }
buy-size =
    { $player } con { $n ->
        [one] 1 carta
       *[other] { $n } cartas
    }
buy-explain-window = { $Active } elige el mazo en lugar de coger { $card_the }: antes de que
    robe, los demás pueden comprar fuera de turno la carta de arriba del descarte (§6.1).
buy-explain-takes = { $Active } coge { $card_the }, la carta de arriba del descarte, sin castigo, y
    por eso nadie la compra; el jugador en turno nunca compra fuera de turno (§6.7, §D3).
buy-explain-dealt = { $Card_the } es la carta descubierta al repartir para empezar el descarte
    (§2.3), y cuenta como cualquier otra carta de arriba del descarte (§D13).
buy-explain-purchase = { $Player } compra { $card_the } y se lleva también { $penalty_the }, la carta de
    arriba del mazo, como castigo; con la compra no baja cartas ni descarta (§6.2, §6.3).
buy-explain-next = Queda arriba { $card_the }, que se puede comprar al mismo precio (§6.4).
buy-explain-priority = { $Player } también ha pedido { $card_the }, pero, contando desde { $active },
    a { $buyer } le toca antes, así que se { $card_gender ->
        [feminine] la
       *[masculine] lo
    } lleva { $buyer_gender ->
        [feminine] ella
       *[masculine] él
    } (§6.2).
buy-explain-discarder = { $Player } ha descartado { $card_the } y también { $card_gender ->
        [feminine] la
       *[masculine] lo
    } ha pedido:
    puede, pero con la prioridad más baja, y se { $card_gender ->
        [feminine] la
       *[masculine] lo
    } lleva { $buyer } (§D3, §6.2).
buy-explain-consecutive = { $Player } ha comprado la carta anterior en esta misma tanda de compras, así
    que no puede comprar { $card_the } a continuación (§6.4, §D4).
buy-explain-taken = { $Player } ha pedido { $card_the }, pero el jugador en turno se { $card_gender ->
        [feminine] la
       *[masculine] lo
    } ha
    quedado (§6.7).
buy-explain-again = { $Player } ya ha comprado antes en esta ronda: aún no ha abierto y tiene
    { $size } cartas, más de las { $deal } del reparto (§2.2). Puede volver a comprar: no hay
    límite de compras por ronda (§6.6).
buy-explain-opened_buyer = { $Player } ya ha abierto, pero puede comprar igualmente; las dos
    cartas van a su mano (§D5).
buy-explain-nobody = Nadie ha pedido la carta de arriba del descarte, así que nadie compra
    (§6.2).
buy-explain-active_draws = Cuando ya nadie pide, { $active } roba { $card_the } del mazo y sigue con su
    turno (§6.5).
buy-explain-sizes = Al final, las manos quedan así: { $sizes } (§6.3).
buy-explain-sizes_taken = Al final, las manos quedan así: { $sizes } (§6.7).
buy-explain-sizes_drawn = Al final, las manos quedan así: { $sizes } (§5.1).
buy-explain-wrong = Las otras respuestas salen de malas lecturas de las reglas:
buy-mistakes-spoken-order = { $Outcome }: dar la carta a quien la ha pedido primero. No cuenta
    quién habla antes, sino a quién le toca antes contando desde el jugador en turno (§6.2).
buy-mistakes-discarder-first = { $Outcome }: dar preferencia a quien descartó la carta. Quien la
    descartó puede pedirla, pero va el último (§D3).
buy-mistakes-no-penalty = { $Outcome }: comprar sin llevarse la carta de castigo. Quien compra
    se lleva también la carta de arriba del mazo (§6.3).
buy-mistakes-one-purchase = { $Outcome }: parar tras la primera compra. La nueva carta de arriba
    del descarte también se puede comprar, al mismo precio (§6.4).
buy-mistakes-consecutive = { $Outcome }: dejar que el mismo jugador compre dos veces seguidas.
    Quien ha comprado la última carta no compra la siguiente en la misma tanda (§D4).
buy-mistakes-draw-first = { $Outcome }: hacer que el jugador en turno robe del mazo antes de
    las compras. Solo roba su carta cuando ya nadie pide (§6.5).
buy-mistakes-buy-anyway = { $Outcome }: dejar comprar aunque el jugador en turno se quede con
    la carta. Si el jugador en turno quiere la carta de arriba del descarte, nadie la compra (§6.7).
buy-mistakes-take-penalty = { $Outcome }: darle también una carta de castigo al jugador en
    turno. El jugador en turno coge la carta de arriba del descarte sin castigo (§6.7).

## Ronda 7: ¿puedes cerrar?

final-round-question = ¿Qué puedes hacer en este turno?
final-round-situation-round = Ronda 7. Contrato: tres escaleras, cerrando de una vez con toda la
    mano.
final-round-situation-hand =
    Tu mano, con la carta que acabas de robar ({ $size ->
        [one] { $size } carta
       *[other] { $size } cartas
    }):
final-round-situation-took_stock =
    Tu mano después de robar { $card_the } del mazo ({ $size ->
        [one] { $size } carta
       *[other] { $size } cartas
    }):
final-round-situation-took_discard =
    Tu mano después de coger { $card_the } del descarte ({ $size ->
        [one] { $size } carta
       *[other] { $size } cartas
    }):
final-round-move-go_out = Bajar { $melds } y cerrar
final-round-move-discard = Bajar { $melds } y descartar { $card_the }
final-round-move-keep = Bajar { $melds } y guardar { $card_the } para { $card_gender ->
        [feminine] añadirla
       *[masculine] añadirlo
    } en un turno posterior
final-round-move-none = No puedes cerrar en este turno
final-round-answer-yes = { $move }.
final-round-answer-no = No puedes cerrar en este turno: ninguna de las jugadas propuestas está
    permitida.
final-round-explain-rule = La ronda 7 no tiene fase de añadir cartas: se abre con toda la mano de una
    vez, en tres escaleras de al menos 4 cartas, y quien abre cierra en ese momento, sin
    descarte y sin guardar ninguna carta (§7.4, §D8).
final-round-explain-thirteen = Con las 12 cartas del reparto y la que has robado, tienes { $n }
    cartas, así que, para bajarlas todas, al menos una escalera tiene que tener más de 4 cartas
    (§2.2, §7.4).
final-round-explain-purchases =
    { $k ->
        [one] Has hecho una compra fuera de turno
       *[other] Has hecho { $k } compras fuera de turno
    }, así que tienes { $n } cartas, y todas tienen que ir a la mesa, también las que has
    comprado (§6.3, §7.4).
final-round-explain-ways =
    { $n ->
        [one] Solo hay una manera de bajar toda la mano:
       *[other] Hay { $n } maneras de bajar toda la mano:
    }
final-round-explain-ways_many = Hay { $n } maneras de bajar toda la mano; aquí van { $shown }:
final-round-explain-same_suit = { $first } y { $second } son del mismo palo, pero no van
    seguidas, y eso está permitido (§4.3).
final-round-explain-same_suit_overlap = { $first } y { $second } son del mismo palo y se
    solapan, cada una con sus propias cartas físicas, y eso está permitido (§4.3, §3.6).
final-round-explain-blocked = Toda la mano solo se podría dividir así, con dos escaleras del
    mismo palo seguidas, y eso no está permitido (§4.3):
final-round-explain-no_way = Las { $n } cartas no se pueden dividir en tres escaleras válidas
    (§7.4).
final-round-explain-near = Sin { $card_the }, la mano se podría bajar así, pero en la ronda 7 ninguna carta se queda
    fuera, ni para descartarla ni para guardarla (§7.4):
final-round-explain-wrong = Las otras opciones:
final-round-wrong-same-suit = { $move }: no, { $first } y { $second } son del mismo palo y van
    seguidas, y el contrato no lo permite (§4.3).
final-round-wrong-whole-hand = { $move }: no, en la ronda 7 no hay descarte: toda la mano va a
    la mesa de una vez (§7.4).
final-round-wrong-whole-hand_same-suit = { $move }: no, en la ronda 7 no hay descarte: toda la
    mano va a la mesa de una vez (§7.4); además, { $first } y { $second } son del mismo palo y
    van seguidas, y el contrato no lo permite (§4.3).
final-round-wrong-keep = { $move }: no, en la ronda 7 nadie añade cartas en un turno posterior;
    quien abre cierra en ese momento, y toda la mano va a la mesa (§D8, §7.4).
final-round-wrong-none = { $move }: sí puedes; hay una manera de cerrar (§7.4).

## ¿Se ha acabado el mazo?

running-out-question = ¿Qué pasa ahora?
running-out-situation-round = Ronda { $round }, turno { $turn }: juega { $active }.
running-out-situation-stock =
    { $n ->
        [one] En el mazo solo queda 1 carta.
       *[other] En el mazo solo quedan { $n } cartas.
    }
running-out-situation-stock_empty = El mazo está vacío.
running-out-situation-no_reshuffles = En esta ronda el mazo aún no se ha rehecho.
running-out-situation-reshuffles =
    { $n ->
        [one] En esta ronda el mazo ya se ha rehecho una vez con el descarte.
        [2] En esta ronda el mazo ya se ha rehecho dos veces con el descarte.
        [3] En esta ronda el mazo ya se ha rehecho tres veces con el descarte.
       *[other] En esta ronda el mazo ya se ha rehecho { $n } veces con el descarte.
    }
running-out-situation-discard =
    { $n ->
        [one] El descarte tiene 1 carta: { $card_the }.
       *[other] El descarte tiene { $n } cartas; la de arriba es { $card_the }.
    }
running-out-situation-discard_empty = El descarte está vacío.
running-out-situation-hands = Las manos de los jugadores:
running-out-situation-hand =
    { $player_name } ({ $n ->
        [one] 1 carta
       *[other] { $n } cartas
    }; aún no ha abierto):
running-out-situation-hand_opened =
    { $player_name } ({ $n ->
        [one] 1 carta
       *[other] { $n } cartas
    }; ya ha abierto):
running-out-situation-table =
    { $n ->
        [one] En la mesa hay 1 combinación.
       *[other] En la mesa hay { $n } combinaciones.
    }
running-out-situation-draws = { $Active } elige el mazo, y nadie pide la carta de arriba del
    descarte.
running-out-situation-takes = { $Active } coge la carta de arriba del descarte.
running-out-situation-buys = { $Active } elige el mazo, y { $player } compra fuera de turno la
    carta de arriba del descarte.
running-out-answer = { $Outcome }.
running-out-outcome-draws = { $Player } roba la carta de arriba del mazo, y el juego sigue
running-out-outcome-reshuffle =
    El descarte, menos la carta de arriba, se baraja y forma un mazo nuevo de { $n ->
        [one] una sola carta
       *[other] { $n } cartas
    }, del que roba { $player }
running-out-outcome-reshuffle_penalty =
    El descarte, menos la carta de arriba, se baraja y forma un mazo nuevo de { $n ->
        [one] una sola carta
       *[other] { $n } cartas
    }, del que { $player } roba la carta de castigo
running-out-outcome-round-ends = La ronda termina sin ganador, y cada jugador se apunta los
    puntos de las cartas que tiene en la mano
running-out-outcome-take = No hace falta robar del mazo: { $active } se queda con la carta y sigue
    con su turno
running-out-outcome-reshuffle-all =
    Todo el descarte, con la carta de arriba, se baraja y forma un mazo nuevo de { $n ->
        [one] una sola carta
       *[other] { $n } cartas
    }
running-out-outcome-no-score = La ronda termina sin ganador, y nadie se apunta puntos
running-out-outcome-free-buy = { $Player } se queda con la carta sin castigo, y la ronda sigue
running-out-score = { $player_name }: { $items } = **{ $total }**
running-out-explain-event_draw = { $Active } elige el mazo y nadie compra fuera de turno: le toca,
    por tanto, robar del mazo (§6.5).
running-out-explain-event_buy = { $Player } compra fuera de turno { $card_the } y tiene que llevarse
    también la carta de arriba del mazo como castigo (§6.3).
running-out-explain-event_take = { $Active } coge la carta de arriba del descarte en lugar de
    robar del mazo (§6.7, §5.1).
running-out-explain-no_draw = No hace falta robar ninguna carta del mazo, así que no se baraja
    nada: el descarte solo se baraja cuando hay que robar de un mazo vacío (§9.1).
running-out-explain-draws =
    { $n ->
        [one] En el mazo aún queda 1 carta: se roba esa, sin barajar nada (§5.1).
       *[other] En el mazo aún quedan { $n } cartas: se roba la de arriba, sin barajar nada
            (§5.1).
    }
running-out-explain-reshuffle =
    El mazo está vacío: se barajan las cartas del descarte, menos la de arriba, que queda boca
    arriba, y forman un mazo nuevo de { $n ->
        [one] una sola carta
       *[other] { $n } cartas
    }, del que se roba (§9.1).
running-out-explain-reshuffle_penalty =
    El mazo está vacío: se barajan las cartas del descarte, menos la de arriba, que queda boca
    arriba, y forman un mazo nuevo de { $n ->
        [one] una sola carta
       *[other] { $n } cartas
    }; la carta de castigo de una compra fuera de turno se roba de ahí, como cualquier otra
    (§9.1).
# $n: las cartas del descarte (1: solo la de arriba; 0: ninguna)
running-out-explain-round_ends =
    { $n ->
        [one] El mazo está vacío y el descarte solo tiene la carta de arriba, que no se baraja:
            no hay ninguna carta que robar.
       *[other] El mazo y el descarte están vacíos: no hay ninguna carta que robar.
    } La ronda termina sin ganador, y cada jugador se apunta la penalización de las cartas que
    tiene en la mano (§9.2, §8.1):
running-out-explain-round_ends_limit =
    El mazo está vacío y ya se ha rehecho { $times ->
        [2] dos veces
        [3] tres veces
       *[other] { $times } veces
    } en esta ronda: no se rehace por cuarta
    vez, aunque el descarte tenga { $n ->
        [one] 1 carta
       *[other] { $n } cartas
    } (§D14). La ronda termina sin ganador, como en §9.2, y cada jugador se apunta la
    penalización de las cartas que tiene en la mano (§8.1):
running-out-explain-last_reshuffle = Es la { $times ->
        [1] primera
        [2] segunda
        [3] tercera
       *[other] { $times }.ª
    } vez que se rehace el mazo en esta ronda, la
    última permitida: cuando vuelva a haber que robar de un mazo vacío, la ronda termina (§D14).
running-out-explain-bought_kept = La compra fuera de turno se mantiene: { $player } se queda con { $card_the } en la
    mano, y esa carta cuenta en su penalización. Las reglas no dicen si una compra se deshace
    cuando falta la carta de castigo; es la lectura de este sitio, no una regla escrita (§6.2,
    §6.3).
running-out-explain-d9 = Robar la carta de castigo de una compra fuera de turno también es un
    robo necesario: si ni rehaciendo el mazo hay carta, la ronda termina así (§D9).
running-out-explain-next = El juego pasa a la ronda siguiente, con el contrato siguiente: el de
    esta ronda no se repite, y los puntos apuntados cuentan (§9.3, §9.5).
running-out-explain-game_over = Era la última ronda: la partida termina. Los puntos apuntados se suman al
    total, y gana quien tenga el total más bajo (§9.3, §9.5).
running-out-explain-wrong = Las otras opciones:
running-out-wrong-draws = { $Outcome }: no, el mazo está vacío; solo hay carta que robar después
    de barajar el descarte (§9.1).
running-out-wrong-draws_limit = { $Outcome }: no, el mazo está vacío y ya se ha rehecho { $times ->
        [2] dos veces
        [3] tres veces
       *[other] { $times } veces
    }
    en esta ronda; como no se rehace por cuarta vez, no hay carta que robar (§D14).
# $n: las cartas que quedan en el descarte (1: solo la de arriba; 0: ninguna)
running-out-wrong-draws_empty =
    { $n ->
        [one] { $Outcome }: no, el mazo está vacío y el descarte solo tiene la carta de arriba,
            que no se baraja; no hay ninguna carta que robar (§9.1, §9.2).
       *[other] { $Outcome }: no, el mazo y el descarte están vacíos, así que no hay ninguna carta
            que robar (§9.1, §9.2).
    }
running-out-wrong-reshuffle_stock = { $Outcome }: no, el mazo todavía no está vacío; el descarte
    solo se baraja cuando hay que robar de un mazo vacío (§9.1).
running-out-wrong-reshuffle_take = { $Outcome }: no, nadie tiene que robar del mazo; el descarte
    solo se baraja cuando hay que robar de un mazo vacío (§9.1).
running-out-wrong-round-ends = { $Outcome }: no, todavía se puede formar un mazo nuevo con el
    descarte, menos la carta de arriba (§9.1).
running-out-wrong-reshuffle_limit = { $Outcome }: no, el mazo ya se ha rehecho { $times ->
        [2] dos veces
        [3] tres veces
       *[other] { $times } veces
    } en esta
    ronda, el máximo permitido, y no se rehace por cuarta vez (§D14).
running-out-wrong-round-ends_stock = { $Outcome }: no, la ronda solo termina así cuando es
    imposible un robo necesario, y el mazo todavía no está vacío (§9.2).
running-out-wrong-round-ends_take = { $Outcome }: no, la ronda solo termina así cuando es
    imposible un robo necesario, y aquí nadie tiene que robar (§9.2).
running-out-wrong-reshuffle-all = { $Outcome }: no, la carta de arriba del descarte queda boca
    arriba y no entra en el mazo nuevo (§9.1).
running-out-wrong-no-score = { $Outcome }: sí se apuntan; cuando la ronda termina así, cada
    jugador se apunta la penalización de su mano (§9.2).
running-out-wrong-no-score_stock = { $Outcome }: no, aquí la ronda no termina, porque el mazo
    todavía no está vacío; y, cuando una ronda termina sin ganador, cada jugador se apunta la
    penalización de su mano (§9.2).
running-out-wrong-no-score_reshuffle = { $Outcome }: no, aquí la ronda no termina, porque con el
    descarte, menos la carta de arriba, se forma un mazo nuevo (§9.1); y, cuando una ronda termina
    sin ganador, cada jugador se apunta la penalización de su mano (§9.2).
running-out-wrong-free-buy = { $Outcome }: no, la carta de castigo forma parte de la compra
    fuera de turno; si no se puede robar, la ronda termina (§6.3, §D9).

## ¿Quién gana?

standings-question-final = ¿Quién gana la partida?
standings-question-partial = ¿Quién va en cabeza después de la ronda { $round }?
standings-situation-final = La partida ha terminado. Estas son las penalizaciones de cada
    jugador en cada ronda:
standings-situation-partial = Estas son las penalizaciones de cada jugador en las rondas ya
    jugadas:
standings-situation-round = Ronda
standings-situation-void = (nadie cerró)
standings-claim-one = { $Players }
standings-claim-tie =
    { $Players }, { $players_gender ->
        [feminine] empatadas
       *[masculine] empatados
    }
standings-answer-final =
    { $players_count ->
        [one] Gana { $players }.
       *[other] { $Players } empatan y comparten la victoria.
    }
standings-answer-partial =
    { $players_count ->
        [one] Va en cabeza { $players }.
       *[other] Van en cabeza, { $players_gender ->
            [feminine] empatadas
           *[masculine] empatados
        }, { $players }.
    }
standings-total = { $player_name } ({ $n })
standings-round_number = { $n }
standings-explain-totals = Las penalizaciones se suman ronda a ronda, sin empezar de cero cuando
    cambia el contrato (§8.4): { $totals }.
standings-explain-void =
    { $rounds_count ->
        [one] En la ronda { $rounds } nadie cerró: la ronda terminó sin ganador, y los puntos
            que se apuntó cada jugador cuentan igual que los de las demás rondas (§9.2, §9.5).
       *[other] En las rondas { $rounds } nadie cerró: esas rondas terminaron sin ganador, y los
            puntos que se apuntó cada jugador cuentan igual que los de las demás rondas (§9.2,
            §9.5).
    }
standings-explain-winner =
    Después de la ronda 7 gana quien tenga el total más bajo: { $players }, con { $total ->
        [one] 1 punto
       *[other] { $total } puntos
    } (§9.3).
standings-explain-tie =
    { $Players } tienen el total más bajo, { $total ->
        [one] 1 punto
       *[other] { $total } puntos
    }, y comparten la victoria (§9.3, §9.4).
standings-explain-leader =
    La partida solo termina después de la ronda 7; por ahora, el total más bajo es el de
    { $players }, con { $total ->
        [one] 1 punto
       *[other] { $total } puntos
    } (§9.3).
standings-explain-leaders =
    La partida solo termina después de la ronda 7; por ahora, { $players } tienen el total más
    bajo, { $total ->
        [one] 1 punto
       *[other] { $total } puntos
    }, y están { $players_gender ->
        [feminine] empatadas
       *[masculine] empatados
    } (§9.3, §9.4).
standings-explain-wrong = Las otras respuestas salen de errores frecuentes:
standings-mistakes-last-round = { $Claim }: mirar solo la última ronda. Se suman las
    penalizaciones de todas las rondas (§8.4).
standings-mistakes-highest = { $Claim }: pensar que el total más alto es el mejor. Los puntos
    son penalizaciones: el mejor es el más bajo, como dice el objetivo del juego (§9.3, §1.5).
standings-mistakes-most-outs = { $Claim }: mirar quién ha cerrado más veces. Cerrar no da
    ninguna bonificación; solo cuentan los puntos de las cartas que se quedan en la mano
    (§8.2).
standings-mistakes-tie-break = { $Claim }: elegir solo a una de las personas empatadas. Quien empata
    con el total más bajo va en cabeza y, al final de la partida, comparte la victoria (§9.4).
standings-mistakes-skip-void = { $Claim }: no contar las rondas sin ganador. Los puntos de esas
    rondas cuentan como los de las demás (§9.5).
