# Palabras de las cartas (es-ES): los valores y los palos con su género gramatical
# (masculine, feminine), que las frases usan para concordar («una reina», «un rey»), y el
# nombre de una carta dicho en voz alta (lectores de pantalla). Los mismos mensajes en todas
# las lenguas. Cada catálogo (puzzles.ftl, verdict.ftl, …) incluye este archivo.

## Los valores: rank-<símbolo>, con .gender, .article (el artículo determinado) y .plural (el
## nombre de varios: «un grupo de nueves»)

rank-A = as
    .gender = masculine
    .article = el
    .plural = ases
rank-2 = dos
    .gender = masculine
    .article = el
    .plural = doses
rank-3 = tres
    .gender = masculine
    .article = el
    .plural = treses
rank-4 = cuatro
    .gender = masculine
    .article = el
    .plural = cuatros
rank-5 = cinco
    .gender = masculine
    .article = el
    .plural = cincos
rank-6 = seis
    .gender = masculine
    .article = el
    .plural = seises
rank-7 = siete
    .gender = masculine
    .article = el
    .plural = sietes
rank-8 = ocho
    .gender = masculine
    .article = el
    .plural = ochos
rank-9 = nueve
    .gender = masculine
    .article = el
    .plural = nueves
rank-10 = diez
    .gender = masculine
    .article = el
    .plural = dieces
rank-J = jota
    .gender = feminine
    .article = la
    .plural = jotas
rank-Q = reina
    .gender = feminine
    .article = la
    .plural = reinas
rank-K = rey
    .gender = masculine
    .article = el
    .plural = reyes

## Los palos: suit-<letra> (S picas, H corazones, D diamantes, C tréboles), con .gender

suit-S = picas
    .gender = feminine
suit-H = corazones
    .gender = masculine
suit-D = diamantes
    .gender = masculine
suit-C = tréboles
    .gender = masculine

## Una carta dicha en voz alta: «siete de corazones», «comodín que hace de siete de picas»; el
## comodín con .gender y .article, como los valores

card-name = { $rank } de { $suit }
card-joker = comodín
    .gender = masculine
    .article = el
card-joker_as = comodín que hace de { $card }
card-joker_as_rank = comodín que hace de { $rank }

## Copias de la misma carta en una lista: «los dos J♥», «las dos Q♥», «los dos comodines» (y no
## «la J♥ y la J♥»)
card-copies = { $joker ->
        [yes] { $n ->
            [3] los tres comodines
           *[other] los dos comodines
        }
       *[no] { $gender ->
            [feminine] las dos { $card }
           *[masculine] los dos { $card }
        }
    }
