"""The scenario-script helper: pre-answered choices, strict about prompts."""

import pytest

from rulebound import load_game
from rulebound.kernel.scenario import Script, UnexpectedPrompt


def test_script_answers_by_label_and_fails_on_unexpected_prompts() -> None:
    state = load_game("marvel-mission-arena").new_initial_state(seed=4)
    script = Script(state)
    first = script.options()[0]
    script.answer("deploy-active", first)
    assert script.transcript == [("deploy-active", first)]
    with pytest.raises(UnexpectedPrompt, match="expected a 'declare-challenge' decision"):
        script.answer("declare-challenge", "anything")
    with pytest.raises(UnexpectedPrompt, match="no option 'Deploy Nobody'"):
        script.answer("deploy-active", "Deploy Nobody")
    with pytest.raises(UnexpectedPrompt, match="unscripted decision"):
        script.run_until("check-point")


def test_run_until_with_automatic_answers() -> None:
    state = load_game("marvel-mission-arena").new_initial_state(seed=4)
    first = {"deploy-active": lambda o: o[0], "deploy-reserve": lambda o: o[0]}
    Script(state).run_until("replacement-move", auto={**first})
    assert state.turn == 1


def test_lenient_script_takes_first_options() -> None:
    state = load_game("marvel-mission-arena").new_initial_state(seed=4)
    Script(state, strict=False).run_until("check-point")
    assert state.decision().kind == "check-point"
