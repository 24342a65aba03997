# Paraules de les cartes (català): els valors i els pals amb el seu gènere gramatical
# (masculine, feminine), que les frases fan servir per concordar («una dama», «un rei»), i el
# nom d'una carta dit en veu alta (lectors de pantalla). Els mateixos missatges en totes les
# llengües. Cada catàleg (puzzles.ftl, verdict.ftl, …) inclou aquest fitxer.

## Els valors: rank-<símbol>, amb .gender, .article (l'article definit: el, la, l') i .plural
## (el nom de diversos: «un grup de nous»)

rank-A = as
    .gender = masculine
    .article = l'
    .plural = asos
rank-2 = dos
    .gender = masculine
    .article = el
    .plural = dosos
rank-3 = tres
    .gender = masculine
    .article = el
    .plural = tresos
rank-4 = quatre
    .gender = masculine
    .article = el
    .plural = quatres
rank-5 = cinc
    .gender = masculine
    .article = el
    .plural = cincs
rank-6 = sis
    .gender = masculine
    .article = el
    .plural = sisos
rank-7 = set
    .gender = masculine
    .article = el
    .plural = sets
rank-8 = vuit
    .gender = masculine
    .article = el
    .plural = vuits
rank-9 = nou
    .gender = masculine
    .article = el
    .plural = nous
rank-10 = deu
    .gender = masculine
    .article = el
    .plural = deus
rank-J = valet
    .gender = masculine
    .article = el
    .plural = valets
rank-Q = dama
    .gender = feminine
    .article = la
    .plural = dames
rank-K = rei
    .gender = masculine
    .article = el
    .plural = reis

## Els pals: suit-<lletra> (S piques, H cors, D diamants, C trèvols), amb .gender

suit-S = piques
    .gender = feminine
suit-H = cors
    .gender = masculine
suit-D = diamants
    .gender = masculine
suit-C = trèvols
    .gender = masculine

## Una carta dita en veu alta: «set de cors», «comodí com a set de piques»; el comodí
## amb .gender i .article, com els valors

card-name = { $rank } de { $suit }
card-joker = comodí
    .gender = masculine
    .article = el
card-joker_as = comodí com a { $card }
card-joker_as_rank = comodí com a { $rank }

## Còpies de la mateixa carta en una llista: «els dos J♥», «les dues Q♥», «els dos comodins» (i
## no «el J♥ i el J♥»)
card-copies = { $joker ->
        [yes] { $n ->
            [3] els tres comodins
           *[other] els dos comodins
        }
       *[no] { $gender ->
            [feminine] les dues { $card }
           *[masculine] els dos { $card }
        }
    }
