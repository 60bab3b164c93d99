"""Setup (MTCG-SETUP): shuffle, five Missions, ten cards, Squads face down, reveal,
and the Attack reveal that decides who starts."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rulebound.games.mission_arena import encoding as enc
from rulebound.games.mission_arena.machine import answer, step
from rulebound.games.mission_arena.queries import usable_for_squad
from rulebound.kernel.decision import Decision
from rulebound.kernel.events import OWN_CHOICE

if TYPE_CHECKING:
    from rulebound.games.mission_arena.state import MissionArenaState
    from rulebound.kernel.steps import Step

MISSIONS = 5
OPENING_HAND = 10
FIRST_PLAYER_TRIES = 100


def start_game(s: MissionArenaState) -> None:
    """Setup steps 1-4 (MTCG-SETUP-01, -02); steps 5-8 are pushed as steps."""
    for seat in (0, 1):
        deck = list(s.game.decks[seat].cards)
        s.rng.shuffle(deck)
        s.deck[seat] = deck
        s.say(f"{s.player_name(seat)} shuffles the {s.game.decks[seat].name} deck.", kind="shuffle")
    for seat in (0, 1):
        for _ in range(MISSIONS):
            if s.deck[seat]:
                s.missions[seat].append(s.deck[seat].pop())
        names = ", ".join(s.cards[c].label() for c in s.missions[seat])
        s.say(f"{s.player_name(seat)} lays out the Missions: {names}.", kind="setup")
    for seat in (0, 1):
        drawn = [s.deck[seat].pop() for _ in range(min(OPENING_HAND, len(s.deck[seat])))]
        s.hand[seat].extend(drawn)
        s.say(f"{s.player_name(seat)} draws {len(drawn)} cards.", kind="draw")
        s.say(
            f"{s.player_name(seat)} draws " + ", ".join(s.cards[c].label() for c in drawn) + ".",
            seat,
            kind="draw",
        )
    s.steps = [
        ("first-player",),
        ("reveal",),
        ("deploy", 1, 1),
        ("deploy", 1, 0),
        ("deploy", 0, 1),
        ("deploy", 0, 0),
    ]


def place(s: MissionArenaState, pos: int, card: int) -> None:
    """Put ``card`` into the empty position ``pos`` as a new protagonist."""
    s.stacks[pos] = [card]
    s.uid[pos] = s.next_uid
    s.next_uid += 1
    s.sa_turn[pos] = -1


@step("deploy")
def step_deploy(s: MissionArenaState, st: Step) -> Decision | None:
    """Setup steps 5-6 (MTCG-SETUP-03, -04): 3 Active, then 2 Reserve, face down.

    A player who cannot deploy 5 different protagonists starts with incomplete Squads.
    """
    _, seat, reserve = st
    slots = enc.RESERVE_SLOTS if reserve else enc.ACTIVE_SLOTS
    base = seat * 5
    if all(s.stacks[base + slot] for slot in slots):
        return None
    options = usable_for_squad(s, seat)
    if not options:
        return None
    squad = "Reserve" if reserve else "Active"
    return Decision(
        seat,
        "deploy-reserve" if reserve else "deploy-active",
        f"{s.player_name(seat)}: choose a protagonist to deploy face down in your {squad} Squad",
        tuple(enc.CARD_BASE + c for c in options),
    )


@answer("deploy")
def answer_deploy(s: MissionArenaState, st: Step, action: int) -> None:
    s.steps.append(st)  # the Squad may have more empty positions: asked again
    _, seat, reserve = st
    card = action - enc.CARD_BASE
    base = seat * 5
    slots = enc.RESERVE_SLOTS if reserve else enc.ACTIVE_SLOTS
    slot = next(slot for slot in slots if not s.stacks[base + slot])
    s.hand[seat].remove(card)
    place(s, base + slot, card)
    s.say(f"{s.player_name(seat)} deploys a protagonist face down.", kind="setup")
    s.say(
        f"{s.player_name(seat)} deploys {s.cards[card].label()} to {enc.slot_name(slot)}.",
        seat,
        kind=OWN_CHOICE,  # an echo of this decision
    )


@step("reveal")
def step_reveal(s: MissionArenaState, st: Step) -> Decision | None:
    """Setup step 7 (MTCG-SETUP-05): both players reveal their Squads."""
    s.revealed = True
    for seat in (0, 1):
        base = seat * 5
        shown = ", ".join(s.who(pos) for pos in range(base, base + 5) if s.stacks[pos]) or "nobody"
        squad = s.ids_at(*range(base, base + 5))
        s.say(f"{s.player_name(seat)} reveals: {shown}.", kind="reveal", ids=squad)
    return None


@step("first-player")
def step_first_player(s: MissionArenaState, st: Step) -> Decision | None:
    """Setup step 8 (MTCG-SETUP-07): each reveals a random card of their deck; the
    lower Attack goes first. On a tie, reveal again; the cards go back and both
    decks are shuffled."""
    first = -1
    for _ in range(FIRST_PLAYER_TRIES):
        # A deck holds exactly 56 cards (MTCG-DECK-01) and setup takes 15, so neither
        # deck is empty here.
        shown = [s.cards[deck[s.rng.randbelow(len(deck))]] for deck in s.deck]
        a, b = shown
        line = " vs ".join(
            f"{s.player_name(i)} {c.label()} ({c.attack} AK)" for i, c in enumerate(shown)
        )
        s.first_reveal += (line,)  # every reveal stays on the board: the cards went back
        s.say(f"First player reveal: {line}.", kind="reveal", ids=tuple(c.key for c in shown))
        if a.attack != b.attack:
            first = 0 if a.attack < b.attack else 1
            break
    if first < 0:
        # Two decks whose every Attack ties: the reveal can never decide.
        first = s.rng.randbelow(2)
    for seat in (0, 1):
        s.rng.shuffle(s.deck[seat])
    s.first = first
    s.active = first
    s.say(f"{s.player_name(first)} has the lower Attack and takes the first turn.", kind="setup")
    s.steps.append(("turn-start",))
    return None
