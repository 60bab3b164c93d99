"""Forms granted by a card with a Form keyword, on made-up cards (no Core card has one).

The made-up cards are built with the public position builder: ``card_variant`` prints
a "Mass Form" keyword on a Core upgrade, and ``made_up_card`` gives a Core support an
action usable only in the form it grants, declared in the card vocabulary.
"""

from __future__ import annotations

import jsonschema
from mc_helpers import (
    MANSION,
    WEB_SHOOTER,
    act,
    identity,
    labels,
    position,
    put,
    rules,
    start,
    with_card,
)

from rulebound.games.marvel_champions.dsl import draw
from rulebound.games.marvel_champions.forms import in_form, other_forms
from rulebound.games.marvel_champions.state import McState


def _phased_mansion(s: McState) -> int:
    """A support whose action can be used only while its controller is Phased."""
    position.made_up_card(s, MANSION, lambda c: c.action(draw(1), form="Phased", text="draw 1"))
    return put(s, MANSION)


@rules("MC-KEYWORD-FORM-01")
def test_a_form_card_grants_its_controllers_identity_a_form() -> None:
    s = start(heroes="spider-man,captain-marvel", form="hero")
    _phased_mansion(s)
    assert "Avengers Mansion: draw 1" not in labels(s)  # not Phased yet
    with_card(s, WEB_SHOOTER, keywords=("Mass Form",), name="Phased")
    put(s, WEB_SHOOTER, host=identity(s))
    assert other_forms(s, 0) == ["Phased"] and other_forms(s, 1) == []
    assert in_form(s, 0, "Phased") and in_form(s, 0, "hero")  # as well as hero form
    assert not in_form(s, 1, "Phased")
    act(s, "turn", "Avengers Mansion: draw 1")
    assert len(s.players[0].hand) == 1
    for seat in (0, 1):  # every seat sees the form, and the view stays valid
        view = s.view(seat)
        jsonschema.validate(view, s.game.view_schema())
        assert view["players"][0]["other_forms"] == ["Phased (Mass Form)"]
        assert "other_forms" not in view["players"][1]


@rules("MC-KEYWORD-FORM-01")
def test_without_the_form_keyword_no_form_is_granted() -> None:
    s = start(form="hero")
    _phased_mansion(s)
    with_card(s, WEB_SHOOTER, name="Phased")  # same card, no Form keyword
    put(s, WEB_SHOOTER, host=identity(s))
    assert other_forms(s, 0) == [] and "Avengers Mansion: draw 1" not in labels(s)
