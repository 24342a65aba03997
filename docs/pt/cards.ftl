# Palavras das cartas (pt-PT): os valores e os naipes com o seu género gramatical
# (masculine, feminine), que as frases usam para concordar («uma dama», «um rei»), e o nome de
# uma carta dito em voz alta (leitores de ecrã). As mesmas mensagens em todas as línguas.
# Cada catálogo (puzzles.ftl, verdict.ftl, …) inclui este ficheiro.

## Os valores: rank-<símbolo>, com .gender, .article (o artigo definido) e .plural (o nome de
## vários: «um grupo de noves»; os duques, como dizem os jogadores e as regras (§1.3); para o 3
## e o 6, o número, igual no plural, com o artigo: «o grupo dos seis»)

rank-A = ás
    .gender = masculine
    .article = o
    .plural = ases
rank-2 = dois
    .gender = masculine
    .article = o
    .plural = duques
rank-3 = três
    .gender = masculine
    .article = o
    .plural = três
rank-4 = quatro
    .gender = masculine
    .article = o
    .plural = quatros
rank-5 = cinco
    .gender = masculine
    .article = o
    .plural = cincos
rank-6 = seis
    .gender = masculine
    .article = o
    .plural = seis
rank-7 = sete
    .gender = masculine
    .article = o
    .plural = setes
rank-8 = oito
    .gender = masculine
    .article = o
    .plural = oitos
rank-9 = nove
    .gender = masculine
    .article = o
    .plural = noves
rank-10 = dez
    .gender = masculine
    .article = o
    .plural = dezes
rank-J = valete
    .gender = masculine
    .article = o
    .plural = valetes
rank-Q = dama
    .gender = feminine
    .article = a
    .plural = damas
rank-K = rei
    .gender = masculine
    .article = o
    .plural = reis

## Os naipes: suit-<letra> (S espadas, H copas, D ouros, C paus), com .gender

suit-S = espadas
    .gender = feminine
suit-H = copas
    .gender = feminine
suit-D = ouros
    .gender = masculine
suit-C = paus
    .gender = masculine

## Uma carta dita em voz alta: «sete de copas», «joker que faz de sete de espadas»; o joker
## com .gender e .article, como os valores

card-name = { $rank } de { $suit }
card-joker = joker
    .gender = masculine
    .article = o
card-joker_as = joker que faz de { $card }
card-joker_as_rank = joker que faz de { $rank }

## Cópias da mesma carta numa lista: «os dois J♥», «as duas Q♥», «os dois jokers» (e não «o J♥
## e o J♥»)
card-copies = { $joker ->
        [yes] { $n ->
            [3] os três jokers
           *[other] os dois jokers
        }
       *[no] { $gender ->
            [feminine] as duas { $card }
           *[masculine] os dois { $card }
        }
    }
