"""MC-EX-08: each player discards from the encounter deck while it runs out, by a
made-up card: ``made_up_card`` gives Advance the When Revealed "each player discards the
top 2 cards of the encounter deck" (``each_player_discards_encounter``)."""

from __future__ import annotations

from mc_helpers import ADVANCE, BREAKIN, CHARGE, HORN, SHADOW, position, reveal, rules, start

from rulebound.games.marvel_champions.dsl import each_player_discards_encounter


@rules("MC-EX-08", "MC-ENCDECK-03")
def test_a_player_stops_when_the_deck_runs_out_and_the_next_ones_go_on() -> None:
    s = start(heroes="spider-man,captain-marvel,she-hulk")
    position.made_up_card(s, ADVANCE, lambda c: c.revealed(each_player_discards_encounter(2)))
    position.set_encounter(s, [CHARGE, HORN, SHADOW], discard=[BREAKIN])
    reveal(s, ADVANCE)
    # player 1 discards Charge and Horn; player 2 discards Shadow, the last card, and
    # stops: the 4 discarded cards become the new deck with an acceleration token;
    # player 3 discards 2 of them.
    assert s.accel == 1
    assert len(s.enc_deck) == 2 and len(s.enc_discard) == 2 + 1  # and Advance itself
    texts = [e["text"] for e in s.events_for(0) if "from the encounter deck" in e["text"]]
    assert [t.split(" discards")[0] for t in texts] == [
        "P1 Spider-Man",
        "P1 Spider-Man",
        "P2 Captain Marvel",
        "P3 She-Hulk",
        "P3 She-Hulk",
    ]
