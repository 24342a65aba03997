"""``contrato verdict``: settle an argument at the table.

A *situation* written in YAML names one question and the facts it needs, in the rules' terms
(``round``, ``hand``, ``table``, ``card``, ``target``, ``opened``, ``stock``, ``discard`` …).
The tool parses it, asks the engine and explains the engine's answer in Portuguese, Spanish or
Catalan, citing the clauses of ``docs/clauses.yaml``. It holds no rule of its own.

==================  ===========================================================
``situation``       the situation format: YAML with line numbers, JSON Schema per
                    question, cards read by the engine (:class:`Situation`)
``answers``         one function per question: ask the engine, build the
                    :class:`~generator.verdict.answers.Verdict` and its text
                    (sentences from ``docs/<lang>/verdict.ftl``)
``cli``             ``run(args)``: read the file or standard input, print the
                    answer (text or JSON), exit status 2 for a bad situation
==================  ===========================================================
"""
