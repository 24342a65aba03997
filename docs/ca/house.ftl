# Regles de la casa (català): la pàgina house-rules/, les notes del veredicte i la fitxa de la
# taula amb regles de la casa. Les mateixes claus en totes les llengües (un test ho comprova).
# Les opcions i els seus valors són els de generator/engine/house.py; §5.2 cita una regla.
title = Regles de la casa
intro =
    El Contrato no té cap federació: cada taula acorda les regles abans de repartir. Trieu aquí
    les regles de la vostra taula, partint de les d'aquest lloc o de les del text català;
    l'adreça les desa en un codi curt que podeu compartir, i la pàgina «Decidir a la taula» i el
    full de taula les segueixen.
start = Partir de:
starts-contrato = les regles d'aquest lloc
starts-catalan = les regles del text català
code = Codi de les regles:
copy = Copia l'enllaç
copied = Enllaç copiat
reset = Torna a les regles d'aquest lloc
diff_title = Les diferències, regla per regla
diff_none = Cap diferència: són les regles d'aquest lloc.
column_rule = Regla
column_site = En aquest lloc
column_house = A la vostra taula
refused_title = El que aquestes opcions no ofereixen
refused_intro =
    El motor de regles només respon sobre allò que modela amb exactitud; aquestes variants de la
    família no es poden triar, i aquest és el motiu:
bad_code = El codi { $code } no s'entén: { $problem }. Es mostren les regles d'aquest lloc.
card_title = El full de taula
card_heading = Regles de la casa
print = Imprimeix el full (o desa'l en PDF)
dev_summary = Per a desenvolupadors: la línia d'ordres
noscript =
    Triar les regles requereix JavaScript. Aquestes són les regles d'aquest lloc, opció per
    opció:
card_site = Tota la resta segueix les regles d'aquest lloc.
card_url = Aquestes regles: { $url }
open_verdict = Decidir a la taula amb aquestes regles
open_card = Full de taula amb aquestes regles
card_house = Amb les regles de la casa { $code }:
card_house_site = Mostra el full amb les regles d'aquest lloc
card_house_edit = Canvia les regles de la casa
card_house_offer = Mostra el full amb les regles de la vostra taula ({ $code })
under_rules = Amb les regles de la vostra taula ({ $code }): canvia la resposta?
problems-syntax = un codi comença per h1 i uneix les parts amb guions (h1-wa-bn)
problems-version = la versió { $token } no es coneix: aquest lloc llegeix codis h1
problems-unknown-option = la part { $token } no és cap opció
problems-bad-value = la part { $token } no és un valor d'aquesta opció
problems-twice = l'opció de la part { $token } surt dues vegades
problems-conflict = la part { $token } contradiu una altra opció
problems-unmodelled = la part { $token } demana una regla que el motor no modela
options-d-label = Baralles
options-d-2 = dues baralles de 52 cartes
options-d-1 = una baralla de 52 cartes
options-d-3 = tres baralles de 52 cartes
options-j-label = Comodins
options-j-0 = sense comodins
options-j-1 = 1 comodí
options-j-2 = 2 comodins
options-j-3 = 3 comodins
options-j-4 = 4 comodins
options-j-5 = 5 comodins
options-j-6 = 6 comodins
options-n-label = Cartes repartides
options-n-3 = es reparteixen 10 cartes de la ronda 1 a la 3, i 12 de la 4 a la 7
options-n-4 = es reparteixen 10 cartes de la ronda 1 a la 4, i 12 de la 5 a la 7
options-n-11 = es reparteixen 11 cartes a totes les rondes
options-s-label = Llargada mínima d'una escala
options-s-4 = una escala té almenys 4 cartes
options-s-3 = una escala té almenys 3 cartes
options-o-label = Llargada de les combinacions en baixar
options-o-e = en baixar, cada combinació té exactament la llargada mínima, i la resta s'afegeix després
options-o-a = en baixar, cada combinació té la llargada mínima o més
options-g-label = Pals en un grup
options-g-a = un grup pot repetir pals
options-g-d = un grup no repeteix pals
options-m-label = Llargada màxima d'un grup
options-m-none = un grup pot tenir totes les cartes del seu valor, i comodins, sense límit
options-m-4 = un grup té com a màxim 4 cartes
options-u-label = Escales del mateix pal en un contracte
options-u-c = es permeten dues escales del mateix pal, sempre que no siguin contigües
options-u-d = cada escala del contracte és d'un pal diferent
options-u-a = es permeten dues escales del mateix pal, contigües o no
options-b-label = Comprar fora de torn
options-b-y = es compra fora de torn
options-b-n = no es compra fora de torn
options-q-label = Penalització d'una compra
options-q-1 = qui compra s'emporta també 1 carta del munt
options-q-0 = qui compra no s'emporta cap carta del munt
options-q-2 = qui compra s'emporta també 2 cartes del munt
options-l-label = Compres per ronda
options-l-none = sense límit de compres
options-l-1 = com a màxim 1 compra per jugador a cada ronda
options-l-2 = com a màxim 2 compres per jugador a cada ronda
options-l-3 = com a màxim 3 compres per jugador a cada ronda
options-l-4 = com a màxim 4 compres per jugador a cada ronda
options-l-5 = com a màxim 5 compres per jugador a cada ronda
options-l-6 = com a màxim 6 compres per jugador a cada ronda
options-l-7 = com a màxim 7 compres per jugador a cada ronda
options-l-8 = com a màxim 8 compres per jugador a cada ronda
options-l-9 = com a màxim 9 compres per jugador a cada ronda
options-w-label = Recuperar comodins
options-w-s = només es recuperen els comodins de les escales, amb la carta exacta
options-w-a = es recuperen els comodins de les escales i també els dels grups, aquests amb una carta del valor del grup
options-w-n = no es recupera mai cap comodí
options-a-label = L'as a les escales
options-a-b = l'as és baix (A-2-3-4) o alt (J-Q-K-A), sense donar mai la volta
options-a-l = l'as només és baix, com en A-2-3-4
options-a-h = l'as només és alt, com en J-Q-K-A
options-f-label = Ronda final
options-f-w = es baixa tota la mà d'un cop i es tanca sense descartar
options-f-d = es baixen totes les cartes menys una, que es descarta per tancar
options-f-n = es juga com les altres rondes
options-x-label = Tancar a les rondes 1 a 6
options-x-d = es tanca descartant l'última carta
options-x-m = també es tanca baixant o afegint les últimes cartes, sense descart
options-p-label = Penalitzacions
options-p-ace = as
options-p-face = figures (K, Q, J)
options-p-joker = comodí
options-p-value =
    as, { $ace ->
        [one] { $ace } punt
       *[other] { $ace } punts
    }; figures, { $face }; comodí, { $joker }; del 2 al 10, el número de la carta
refused-ar =
    Escales que donen la volta (K-A-2): per al motor, una escala no dona mai la volta.
refused-d4 =
    Quatre baralles o més: són per a taules de més de quatre jugadors, i les regles, els
    problemes i els veredictes de «Decidir a la taula» són per a quatre.
refused-1-1 =
    Un altre nombre de jugadors: els llocs a la taula, els veredictes de «Decidir a la taula» i els
    problemes són per a quatre jugadors.
refused-1-3 =
    Altres cartes que fan de comodí a més dels comodins (els dosos, com en el May I?): el motor
    coneix un sol tipus de comodí.
refused-4-1 =
    Una altra llista de contractes (les deu mans del Shanghai): el motor juga els set
    contractes.
refused-5-1 =
    Agafar diverses cartes de la pila de descarts (el text català) o no poder-ne agafar després
    de baixar: en el motor, a cada torn s'agafa una sola carta, del munt o de la pila de
    descarts, tant si el jugador ja ha baixat com si no.
refused-5-4 = Afegir cartes en el mateix torn en què es baixa: encara no està modelat.
refused-D10 =
    Prohibir descartar la carta que s'acaba d'agafar de la pila de descarts (el text català):
    encara no està modelat.
refused-8-2 = Bonificacions o punts per les combinacions: el motor només compta penalitzacions.
