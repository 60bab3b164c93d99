"""Option labels are what a player reads: card titles and whose they are, no state ids."""

from __future__ import annotations

import re

from swd_helpers import KYLO, REY, STORMTROOPER, Side, act, labels, position, put_in_pool, uid


def test_copies_of_a_card_are_numbered_and_no_label_shows_an_internal_number() -> None:
    s = position(
        Side(characters=[REY]),
        Side(characters=[KYLO, STORMTROOPER, STORMTROOPER]),
    )
    put_in_pool(s, uid(s, "Rey"), 0)
    act(s, "action", "resolve dice showing")
    act(s, "resolve-die", "Rey die")
    if s.decision().kind == "add-modifier":
        act(s, "add-modifier", "done")
    assert sorted(labels(s)) == [
        "First Order Stormtrooper 1 (P2)",
        "First Order Stormtrooper 2 (P2)",
        "Kylo Ren, Vader's Disciple (P2)",
        "Rey, Force Prodigy (P1)",
    ]
    assert not any(re.search(r"#\d|\[", label) for label in labels(s))


def test_a_character_with_two_dice_numbers_them() -> None:
    s = position(Side(characters=[REY]), Side(characters=[KYLO + "!"]))
    put_in_pool(s, uid(s, "Kylo Ren"), 0, 0)
    s.apply_action(next(a for a, lab in s.labels().items() if lab == "pass"))
    act(s, "action", "resolve dice showing")
    assert sorted(labels(s)) == [
        "Kylo Ren die 1 (P2) showing 1 melee",
        "Kylo Ren die 2 (P2) showing 1 melee",
    ]


def test_the_battlefield_choice_is_told_to_the_other_player_by_owner() -> None:
    """Session 36: the other player read the chooser's own label, "P2 Kylo Ren Starter
    (greedy): your battlefield, Frozen Wastes", as if it were theirs."""
    from rulebound.kernel import load_game

    s = load_game("star-wars-destiny").new_initial_state(seed=4)
    while s.decision().kind != "choose-battlefield":
        s.apply_action(s.chance_outcomes()[0][0] if s.is_chance_node() else s.legal_actions()[0])
    chooser = s.player_name(s.decision().seat)
    told = [s.public_action_string(a) for a in s.decision().options]
    assert told[0].startswith(f"{chooser}'s battlefield, ")
    assert not any(t.startswith("your") for t in told)
    assert s.action_to_string(s.decision().options[0]).startswith("your battlefield, ")
