"""Gloomhaven's structured events name the objects they concern by the ids a seat
describes them with, and tell no seat an id it could not read in the line itself."""

from __future__ import annotations

from rulebound.kernel import CHANCE, TERMINAL, Rng, load_game, random_action, sample_chance


def test_every_event_id_is_named_in_its_line_or_seen_by_its_readers() -> None:
    """An id tells a reader nothing the line does not: the line names the object, or
    the seat reading the line can describe it right after."""
    told = with_ids = 0
    for seed in (2, 5):
        state = load_game("gloomhaven", party="brute,tinkerer").new_initial_state(seed=seed)
        rng = Rng(seed)
        while (decision := state.decision()).seat != TERMINAL:
            seen = len(state.events)
            chance = decision.seat == CHANCE
            state.apply_action(sample_chance(state, rng) if chance else random_action(state, rng))
            for seat in (0, 1):
                objects = state.visible_objects(seat)
                for event in state.events_for(seat, since=seen):
                    told += 1
                    with_ids += bool(event["ids"])
                    named = set(state.named_ids(event["text"]))
                    if event["kind"] == "reveal":  # a monster ability card's line is its text
                        named |= {i for i in event["ids"] if i.startswith("ability-")}
                    for ident in event["ids"]:
                        assert ident in named or ident in objects, (seat, event)
    assert with_ids >= 0.9 * told  # "Round 3." names nothing


def test_a_line_names_its_figures_and_cards() -> None:
    state = load_game("gloomhaven").new_initial_state(seed=2)
    ids = state.named_ids("Brute plays the top of Trample; elite Bandit Guard 1's turn.")
    assert ids == ("character-0", "brute-1", "monster-bandit-guard")
