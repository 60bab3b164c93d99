"""The conformance invariants of Star Wars: Destiny (``destiny/invariants.py``) in the
states the invariants soak found them wrong: the three cards Pulling the Strings takes
off a deck are in its player's hand until put back, not missing; a character at full
damage stays in play while its "before" abilities resolve; a player who defeats their
own last character keeps the turn until that action has resolved, but gains no
resources from its rest."""

from __future__ import annotations

from pathlib import Path

import pytest
from swd_helpers import act, game

import rulebound.games.destiny
from rulebound.games.destiny.cards import load_pool
from rulebound.games.destiny.game import DestinyGame
from rulebound.games.destiny.random_decks import deck_text, random_deck
from rulebound.games.destiny.state import DestinyState
from rulebound.kernel.rng import Rng, derive_seed

PULLING_THE_STRINGS = "01087"


def test_the_cards_being_put_back_by_pulling_the_strings_are_not_missing(
    tmp_path: Path,
) -> None:
    deck = tmp_path / "strings.deck"
    kylo = Path(rulebound.games.destiny.__file__).parent / "data" / "kylo-starter.deck"
    deck.write_text(
        kylo.read_text()
        .replace("1 01060 ", f"1 {PULLING_THE_STRINGS} ")
        .replace("1 01081 ", f"1 {PULLING_THE_STRINGS} ")
    )
    for seed in range(20):  # a game whose first player holds the card at once
        s = game(decks=f"{deck},rey").new_initial_state(seed)
        assert isinstance(s, DestinyState)
        while not (s.phase == "action" and s.decision().kind == "action"):
            s.apply_action(s.decision().options[0])
        seat = s.decision().seat
        if seat == 0 and any(s.cards[c].code == PULLING_THE_STRINGS for c in s.hand[0]):
            break
    else:
        raise AssertionError("no seed in 0-19 deals the card to the first player")
    act(s, "action", "play Pulling the Strings")
    act(s, "choose-one", "your deck")
    placed = 0
    while s.decision().kind == "place-card":
        assert s.broken_invariants() == []
        s.apply_action(s.decision().options[0])
        placed += 1
    assert placed == 3 and s.broken_invariants() == []


@pytest.mark.parametrize(
    ("seed", "players", "index"),
    [
        (2026, (2, 3, 4), 5),  # 4 players: Pulling the Strings holds three cards
        (2026, (2, 3, 4), 11),  # Rey at full damage while General Grievous's "before" asks
        (2026, (2, 3, 4), 34),  # 3 players: Noble Sacrifice defeats its player's last one
        (2027, (4,), 846),  # Enrage defeats its player's last character, then "gains 1"
    ],
)
def test_random_games_of_the_soak_that_once_tripped_the_invariants(
    seed: int, players: tuple[int, ...], index: int, tmp_path: Path
) -> None:
    """Games of ``benchmarks/destiny_decks_soak.py --invariants --players P --seed S``:
    random legal decks from the whole set, random play, invariants after every
    decision."""
    pool = load_pool()
    rng = Rng(derive_seed(seed, index))
    paths = []
    for k in range(players[index % len(players)]):
        path = tmp_path / f"deck{k}.deck"
        path.write_text(deck_text(random_deck(pool, rng, f"Random {k + 1}")))
        paths.append(str(path))
    s = DestinyGame(decks=",".join(paths)).new_initial_state(index)
    play = Rng(index ^ 0x50AC)
    while not s.is_terminal():
        options = s.decision().options
        s.apply_action(options[play.randbelow(len(options))])
        assert s.broken_invariants() == []
    assert max(s.returns()) > 0
