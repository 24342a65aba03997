# Reglas de la casa (español de España): la página house-rules/, las notas del veredicto y la
# resumen de reglas con reglas de la casa. Las mismas claves en todas las lenguas (un test lo
# comprueba). Las opciones y sus valores son los de generator/engine/house.py; §5.2 cita una regla.
title = Reglas de la casa
intro =
    El Contrato no tiene federación: cada mesa acuerda las reglas antes de repartir. Elige aquí
    las reglas de tu mesa, partiendo de las de este sitio o de las del texto catalán; la
    dirección de la página las guarda en un código corto que puedes compartir, y la página
    «Decidir en la mesa» y el resumen de reglas las aplican.
start = Partir de:
starts-contrato = las reglas de este sitio
starts-catalan = las reglas del texto catalán
code = Código de las reglas:
copy = Copiar el enlace
copied = Enlace copiado
reset = Volver a las reglas de este sitio
diff_title = Las diferencias, regla por regla
diff_none = Sin diferencias: son las reglas de este sitio.
column_rule = Regla
column_site = En este sitio
column_house = En tu mesa
refused_title = Lo que estas opciones no ofrecen
refused_intro =
    El motor de reglas solo responde sobre lo que modela con exactitud; estas variantes de la
    familia no se pueden elegir, y este es el motivo:
bad_code =
    El código { $code } no se entiende: { $problem }. Se muestran las reglas de este sitio.
card_title = El resumen de reglas
card_heading = Reglas de la casa
print = Imprimir el resumen (o guardarlo en PDF)
dev_summary = Para desarrolladores: la línea de comandos
noscript =
    Elegir las reglas requiere JavaScript. Estas son las reglas de este sitio, opción por
    opción:
card_site = Todo lo demás sigue las reglas de este sitio.
card_url = Estas reglas: { $url }
open_verdict = Decidir en la mesa con estas reglas
open_card = Resumen con estas reglas
card_house = Con las reglas de la casa { $code }:
card_house_site = Ver el resumen con las reglas de este sitio
card_house_edit = Cambiar las reglas de la casa
card_house_offer = Ver el resumen con las reglas de tu mesa ({ $code })
under_rules = Con las reglas de tu mesa ({ $code }): ¿cambia la respuesta?
problems-syntax = un código empieza por h1 y une las partes con guiones (h1-wa-bn)
problems-version = la versión { $token } no se conoce: este sitio lee códigos h1
problems-unknown-option = la parte { $token } no es ninguna opción
problems-bad-value = la parte { $token } no es un valor de esa opción
problems-twice = la opción de la parte { $token } aparece dos veces
problems-conflict = la parte { $token } contradice otra opción
problems-unmodelled = la parte { $token } pide una regla que el motor no modela
options-d-label = Barajas
options-d-2 = dos barajas de 52 cartas
options-d-1 = una baraja de 52 cartas
options-d-3 = tres barajas de 52 cartas
options-j-label = Comodines
options-j-0 = sin comodines
options-j-1 = 1 comodín
options-j-2 = 2 comodines
options-j-3 = 3 comodines
options-j-4 = 4 comodines
options-j-5 = 5 comodines
options-j-6 = 6 comodines
options-n-label = Cartas repartidas
options-n-3 = se reparten 10 cartas en las rondas 1 a 3 y 12 en las rondas 4 a 7
options-n-4 = se reparten 10 cartas en las rondas 1 a 4 y 12 en las rondas 5 a 7
options-n-11 = se reparten 11 cartas en todas las rondas
options-s-label = Longitud mínima de una escalera
options-s-4 = una escalera tiene al menos 4 cartas
options-s-3 = una escalera tiene al menos 3 cartas
options-o-label = Longitud de las combinaciones al abrir
options-o-e = al abrir, cada combinación tiene exactamente la longitud mínima (el resto se añade después)
options-o-a = al abrir, cada combinación tiene la longitud mínima o más
options-g-label = Palos en un grupo
options-g-a = un grupo puede repetir palos
options-g-d = un grupo no repite palos
options-m-label = Longitud máxima de un grupo
options-m-none = un grupo puede tener todas las cartas de su valor, y comodines, sin límite
options-m-4 = un grupo tiene como mucho 4 cartas
options-u-label = Escaleras del mismo palo en un contrato
options-u-c = se permiten dos escaleras del mismo palo, siempre que no sean seguidas
options-u-d = cada escalera del contrato es de un palo distinto
options-u-a = se permiten dos escaleras del mismo palo, seguidas o no
options-b-label = Comprar fuera de turno
options-b-y = se compra fuera de turno
options-b-n = no se compra fuera de turno
options-q-label = Cartas de castigo de una compra
options-q-1 = quien compra se lleva también 1 carta del mazo
options-q-0 = quien compra no se lleva ninguna carta del mazo
options-q-2 = quien compra se lleva también 2 cartas del mazo
options-l-label = Compras por ronda
options-l-none = sin límite de compras
options-l-1 = como mucho 1 compra por jugador en cada ronda
options-l-2 = como mucho 2 compras por jugador en cada ronda
options-l-3 = como mucho 3 compras por jugador en cada ronda
options-l-4 = como mucho 4 compras por jugador en cada ronda
options-l-5 = como mucho 5 compras por jugador en cada ronda
options-l-6 = como mucho 6 compras por jugador en cada ronda
options-l-7 = como mucho 7 compras por jugador en cada ronda
options-l-8 = como mucho 8 compras por jugador en cada ronda
options-l-9 = como mucho 9 compras por jugador en cada ronda
options-w-label = Recuperar comodines
options-w-s = solo se recuperan los comodines de las escaleras, con la carta exacta
options-w-a = se recuperan los comodines de las escaleras y también los de los grupos, estos con una carta del valor del grupo
options-w-n = nunca se recupera un comodín
options-a-label = El as en las escaleras
options-a-b = el as es bajo (A-2-3-4) o alto (J-Q-K-A), sin dar nunca la vuelta
options-a-l = el as solo es bajo (A-2-3-4)
options-a-h = el as solo es alto (J-Q-K-A)
options-f-label = Ronda final
options-f-w = se abre con toda la mano de una vez y se cierra sin descartar
options-f-d = se abre con todas las cartas menos una, que se descarta para cerrar
options-f-n = se juega como las demás rondas
options-x-label = Cerrar en las rondas 1 a 6
options-x-d = se cierra descartando la última carta
options-x-m = también se cierra bajando o añadiendo las últimas cartas, sin descarte
options-p-label = Penalizaciones
options-p-ace = as
options-p-face = figuras (K, Q, J)
options-p-joker = comodín
options-p-value =
    el as vale { $ace ->
        [one] { $ace } punto
       *[other] { $ace } puntos
    }, las figuras { $face }, el comodín { $joker } y las cartas del 2 al 10, su número
refused-ar =
    Escaleras que dan la vuelta por el as (K-A-2): en el motor, una escalera nunca da la vuelta.
refused-d4 =
    Cuatro barajas o más: son para mesas de más de cuatro jugadores, y las reglas, los problemas
    y los veredictos de «Decidir en la mesa» son para cuatro.
refused-1-1 =
    Otro número de jugadores: el motor, los veredictos de «Decidir en la mesa» y los problemas son para
    cuatro jugadores.
refused-1-3 =
    Otras cartas comodín además de los comodines (los doses, como en el May I?): el motor conoce un
    solo tipo de comodín.
refused-4-1 =
    Otra lista de contratos (las diez manos del Shanghai): el motor juega los siete contratos.
refused-5-1 =
    Coger varias cartas del descarte (como en el texto catalán) o no poder coger del descarte
    después de abrir: en el motor, en cada turno se roba una sola carta, del mazo o del descarte,
    tanto si el jugador ya ha abierto como si no.
refused-5-4 = Añadir cartas en el mismo turno en que se abre: aún no está modelado.
refused-D10 =
    Prohibir descartar la carta que se acaba de coger del descarte (como en el texto catalán):
    aún no está modelado.
refused-8-2 =
    Bonificaciones o puntos por las combinaciones: el motor solo cuenta penalizaciones.
