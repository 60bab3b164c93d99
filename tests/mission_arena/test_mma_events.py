"""Mission Arena's structured events: each has a kind of its own (none is left as
"info"), and names its protagonists by the ids a seat describes them with, never one
the seat could not read in the line or see on the table."""

from __future__ import annotations

from rulebound.kernel import CHANCE, TERMINAL, Rng, load_game, random_action, sample_chance


def test_events_have_kinds_and_only_ids_their_reader_may_know() -> None:
    told = with_ids = 0
    for seed in (2, 7):
        state = load_game("marvel-mission-arena").new_initial_state(seed=seed)
        rng = Rng(seed)
        while (decision := state.decision()).seat != TERMINAL:
            seen = len(state.events)
            chance = decision.seat == CHANCE
            state.apply_action(sample_chance(state, rng) if chance else random_action(state, rng))
            for seat in (0, 1):
                objects = state.visible_objects(seat)
                for event in state.events_for(seat, since=seen):
                    told += 1
                    assert event["kind"] != "info", event
                    with_ids += bool(event["ids"])
                    for ident in event["ids"]:
                        # on the table now, or named in the line (a card just defeated)
                        named = objects.get(ident) or {}
                        assert ident in objects or ident.split("-")[0] in event["text"].lower(), (
                            seat,
                            event,
                            named,
                        )
    assert with_ids >= 0.6 * told  # turn headers, draws by count and scores name no card
