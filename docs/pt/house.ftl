# Regras da casa (pt-PT): a página house-rules/, as notas dos veredictos e a folha de mesa com
# regras da casa. As mesmas chaves em todas as línguas (um teste verifica). As opções e os seus
# valores são os de generator/engine/house.py; §5.2 cita uma regra.
title = Regras da casa
intro =
    Não há federação do Contrato: cada mesa combina as regras antes de dar as cartas. Escolha
    aqui as regras da sua mesa, partindo das deste site ou das do texto catalão; o endereço
    guarda-as num código curto que pode partilhar, e a página «Decidir à mesa» e a folha de mesa
    seguem-nas.
start = Partir de:
starts-contrato = as regras deste site
starts-catalan = as regras do texto catalão
code = Código das regras:
copy = Copiar a ligação
copied = Ligação copiada
reset = Voltar às regras deste site
diff_title = As diferenças, regra a regra
diff_none = Sem diferenças: são as regras deste site.
column_rule = Regra
column_site = Neste site
column_house = Na sua mesa
refused_title = O que estas opções não oferecem
refused_intro =
    O motor de regras só responde pelo que modela com exatidão; estas variantes da família não
    se podem escolher, e eis porquê:
bad_code = O código { $code } não se consegue ler: { $problem }. Mostram-se as regras deste site.
card_title = A folha de mesa
card_heading = Regras da casa
print = Imprimir a folha (ou guardar em PDF)
dev_summary = Para programadores: a linha de comandos
noscript =
    Para escolher as regras é preciso JavaScript. Estas são as regras deste site, opção a opção:
card_site = Tudo o resto segue as regras deste site.
card_url = Estas regras: { $url }
open_verdict = Decidir à mesa com estas regras
open_card = Folha de mesa com estas regras
card_house = Com as regras da casa { $code }:
card_house_site = Ver a folha com as regras deste site
card_house_edit = Mudar as regras da casa
card_house_offer = Ver a folha com as regras da sua mesa ({ $code })
under_rules = Com as regras da sua mesa ({ $code }): a resposta muda?
problems-syntax = um código começa por h1 e junta as partes com hífenes (h1-wa-bn)
problems-version = a versão { $token } não é conhecida: este site lê códigos h1
problems-unknown-option = a parte { $token } não é nenhuma opção
problems-bad-value = a parte { $token } não é um valor dessa opção
problems-twice = a opção da parte { $token } aparece duas vezes
problems-conflict = a parte { $token } contradiz outra opção
problems-unmodelled = a parte { $token } pede uma regra que o motor não modela
options-d-label = Baralhos
options-d-2 = dois baralhos de 52 cartas
options-d-1 = um baralho de 52 cartas
options-d-3 = três baralhos de 52 cartas
options-j-label = Jokers
options-j-0 = sem jokers
options-j-1 = 1 joker
options-j-2 = 2 jokers
options-j-3 = 3 jokers
options-j-4 = 4 jokers
options-j-5 = 5 jokers
options-j-6 = 6 jokers
options-n-label = Cartas dadas
options-n-3 = dão-se 10 cartas nas rondas 1 a 3 e 12 nas rondas 4 a 7
options-n-4 = dão-se 10 cartas nas rondas 1 a 4 e 12 nas rondas 5 a 7
options-n-11 = dão-se 11 cartas em todas as rondas
options-s-label = Tamanho mínimo de uma sequência
options-s-4 = uma sequência tem pelo menos 4 cartas
options-s-3 = uma sequência tem pelo menos 3 cartas
options-o-label = Comprimento das combinações ao abrir
options-o-e = ao abrir, cada combinação tem exatamente o comprimento mínimo (o resto acrescenta-se depois)
options-o-a = ao abrir, cada combinação tem o comprimento mínimo ou mais
options-g-label = Naipes num grupo
options-g-a = um grupo pode repetir naipes
options-g-d = um grupo não repete naipes
options-m-label = Tamanho máximo de um grupo
options-m-none = um grupo pode ter todas as cartas do seu valor, e jokers, sem limite
options-m-4 = um grupo tem no máximo 4 cartas
options-u-label = Sequências do mesmo naipe num contrato
options-u-c = duas sequências do mesmo naipe são permitidas, desde que não sejam contíguas
options-u-d = cada sequência do contrato é de um naipe diferente
options-u-a = duas sequências do mesmo naipe são permitidas, contíguas ou não
options-b-label = Comprar fora da vez
options-b-y = compra-se fora da vez
options-b-n = não se compra fora da vez
options-q-label = Penalização de uma compra fora da vez
options-q-1 = quem compra fora da vez leva também 1 carta do monte
options-q-0 = quem compra fora da vez não leva nenhuma carta do monte
options-q-2 = quem compra fora da vez leva também 2 cartas do monte
options-l-label = Compras fora da vez por ronda
options-l-none = sem limite de compras fora da vez
options-l-1 = no máximo 1 compra fora da vez por jogador em cada ronda
options-l-2 = no máximo 2 compras fora da vez por jogador em cada ronda
options-l-3 = no máximo 3 compras fora da vez por jogador em cada ronda
options-l-4 = no máximo 4 compras fora da vez por jogador em cada ronda
options-l-5 = no máximo 5 compras fora da vez por jogador em cada ronda
options-l-6 = no máximo 6 compras fora da vez por jogador em cada ronda
options-l-7 = no máximo 7 compras fora da vez por jogador em cada ronda
options-l-8 = no máximo 8 compras fora da vez por jogador em cada ronda
options-l-9 = no máximo 9 compras fora da vez por jogador em cada ronda
options-w-label = Recuperar jokers
options-w-s = só se recuperam os jokers das sequências, pela carta exata
options-w-a = recuperam-se os jokers das sequências e também os dos grupos, estes por uma carta do valor do grupo
options-w-n = nunca se recupera um joker
options-a-label = O ás nas sequências
options-a-b = o ás é baixo (A-2-3-4) ou alto (J-Q-K-A), sem nunca dar a volta
options-a-l = o ás só é baixo (A-2-3-4)
options-a-h = o ás só é alto (J-Q-K-A)
options-f-label = Última ronda
options-f-w = abre-se com a mão inteira de uma vez e sai-se sem descartar
options-f-d = abre-se com todas as cartas menos uma, que se descarta para sair
options-f-n = joga-se como as outras rondas
options-x-label = Sair nas rondas 1 a 6
options-x-d = sai-se descartando a última carta
options-x-m = também se sai baixando ou acrescentando as últimas cartas, sem descarte
options-p-label = Penalizações
options-p-ace = ás
options-p-face = figuras (K, Q, J)
options-p-joker = joker
options-p-value =
    o ás vale { $ace ->
        [one] { $ace } ponto
       *[other] { $ace } pontos
    }, as figuras { $face }, o joker { $joker } e as cartas do 2 ao 10 o seu número
refused-ar =
    Sequências que dão a volta ao ás (K-A-2): no motor, uma sequência nunca dá a volta.
refused-d4 =
    Quatro ou mais baralhos: são para mesas de mais de quatro jogadores, e as regras, os
    problemas e os veredictos de «Decidir à mesa» são para quatro.
refused-1-1 =
    Outro número de jogadores: os lugares, os veredictos de «Decidir à mesa» e os problemas são
    para quatro.
refused-1-3 =
    Outras cartas a fazer de joker além dos jokers (os duques, como no May I?): o motor só
    conhece os jokers.
refused-4-1 =
    Outra lista de contratos (as dez mãos do Shanghai): o motor joga os sete contratos.
refused-5-1 =
    Tirar várias cartas do descarte (o texto catalão) ou não poder tirar do descarte depois de
    abrir: no motor, em cada vez tira-se uma só carta, do monte ou do descarte, quer o
    jogador já tenha aberto quer não.
refused-5-4 = Acrescentar cartas na vez da abertura: ainda não modelado.
refused-D10 =
    Proibir descartar a carta que se acabou de tirar do descarte (o texto catalão): ainda não
    modelado.
refused-8-2 = Bónus ou pontos pelas combinações: o motor só conta penalizações.
