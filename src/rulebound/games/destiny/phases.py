"""Set-up (steps 1-6), rounds, the upkeep phase and the end of a round."""

from __future__ import annotations

from rulebound.games.destiny import encoding as enc
from rulebound.games.destiny.machine import answer, step
from rulebound.games.destiny.model import BATTLEFIELD, CHARACTER, IN_POOL, ON_CARD, GameDie
from rulebound.games.destiny.rolls import roll_side
from rulebound.games.destiny.rules import (
    battlefield_controller,
    discard_from_hand,
    draw,
    eliminate,
    gain,
    hand_size,
    living,
    new_unit,
    opponents,
    other,
    persistent_total,
    return_die,
)
from rulebound.games.destiny.state import DestinyState, Step
from rulebound.kernel.decision import Decision

START_HAND = 5  # SWD-SETUP-04
START_RESOURCES = 2  # SWD-SETUP-06
UPKEEP_RESOURCES = 2  # SWD-UPKEEP-04
LOSER_SHIELDS = 2  # SWD-SETUP-09
MULTI_SHIELDS = 1  # SWD-MULTI-05


def start_game(s: DestinyState) -> None:
    """Steps 1-3: characters with their dice, battlefields aside, shuffle and draw 5.
    With more than two players, the seats around the table are drawn first
    (SWD-MULTI-03)."""
    pool = s.game.pool
    if len(s.table) > 2:
        table = list(s.table)
        s.rng.shuffle(table)
        s.table = table
        s.say(
            "Seating, clockwise: " + ", ".join(s.player_name(p) for p in table) + ".", kind="setup"
        )
    for seat, deck in enumerate(s.game.decks):
        for member in deck.characters:  # SWD-SETUP-02
            card = pool.by_code[member.code]
            unit = new_unit(s, card.index, seat, CHARACTER)
            unit.elite = member.elite
            for _ in range(2 if member.elite else 1):
                die = GameDie(len(s.dice), card.index, seat, card.die)
                die.unit = unit.uid
                die.where = ON_CARD
                s.dice.append(die)
        cards = [pool.by_code[code].index for code in deck.deck_codes()]
        for card_index in cards:  # SWD-SETASIDE-01: deck cards' dice start set aside
            card = s.cards[card_index]
            if card.has_die:
                s.dice.append(GameDie(len(s.dice), card_index, seat, card.die))
        s.rng.shuffle(cards)  # SWD-SETUP-04
        s.deck[seat] = cards
        team = ", ".join(
            f"{s.name(u)}{' (elite)' if s.units[u].elite else ''}" for u in s.characters(seat)
        )
        s.say(
            f"{s.player_name(seat)} plays {team}.",
            kind="setup",
            ids=s.unit_ids(*s.characters(seat)),
        )
    for seat in s.table:
        draw(s, seat, START_HAND)
    s.push(*(("mulligan", 0, seat, ()) for seat in s.table), ("battlefield-roll", 0))


@step("mulligan")
def run_mulligan(s: DestinyState, st: Step) -> Decision | None:
    """Step 4: shuffle any number of cards back, then draw back up to 5 (SWD-SETUP-05)."""
    seat, chosen = st[2], st[3]
    decision = pick_from_hand(
        s,
        seat,
        chosen,
        "mulligan",
        "Mulligan: choose a card to shuffle back into your deck, or keep "
        + ("the rest." if chosen else "your hand."),
    )
    if decision is None:
        mulligan(s, seat, chosen)
    return decision


def pick_from_hand(
    s: DestinyState, seat: int, chosen: tuple[int, ...], kind: str, prompt: str
) -> Decision | None:
    """One more card of any number chosen from the hand (one at a time, then done);
    ``None`` once every card is chosen."""
    left = list(s.hand[seat])
    for c in chosen:
        left.remove(c)
    if not left:
        return None
    if chosen:  # the hand still shows them: what is picked is said (only to this seat)
        prompt += f" Picked so far: {', '.join(s.cards[c].name for c in chosen)}."
    return Decision(seat, kind, prompt, (enc.DONE, *(enc.card(c) for c in sorted(set(left)))))


@answer("mulligan")
def answer_mulligan(s: DestinyState, st: Step, action: int) -> None:
    seat, chosen = st[2], st[3]
    if action == enc.DONE:
        mulligan(s, seat, chosen)
    else:
        s.push(("mulligan", 0, seat, (*chosen, action - enc.CARD)))


def mulligan(s: DestinyState, seat: int, chosen: tuple[int, ...]) -> None:
    if not chosen:
        s.say(f"{s.player_name(seat)} keeps their hand.", kind="setup")
        return
    for c in chosen:
        s.hand[seat].remove(c)
        s.deck[seat].append(c)
    s.rng.shuffle(s.deck[seat])
    n = len(chosen)
    s.say(f"{s.player_name(seat)} shuffles {n} card{'s' * (n != 1)} back.", kind="shuffle")
    draw(s, seat, START_HAND - len(s.hand[seat]))


@step("battlefield-roll")
def run_battlefield_roll(s: DestinyState, st: Step) -> Decision | None:
    """Step 5 and 6: 2 resources each, then roll the character dice; the higher total
    chooses the battlefield, a tie rolls again (SWD-SETUP-06, -07)."""
    if not any(s.resources):
        for seat in s.table:
            gain(s, seat, START_RESOURCES)
    rollers = list(s.table)
    while True:
        totals = [0] * len(s.hand)
        dice = []
        for die in s.dice:
            rolls = die.where == ON_CARD and die.owner in rollers
            if rolls and s.units[die.unit].kind == CHARACTER:
                die.side = roll_side(s, die.id)
                dice.append(die.id)
                totals[die.owner] += s.face_value(die.id)  # reading of SWD-OPEN-06
        # each total with its player's name ("3 to 2" did not say whose was whose)
        rolled = ", ".join(f"{s.player_name(p)} {totals[p]}" for p in rollers)
        best = max(totals[p] for p in rollers)
        tied = [p for p in rollers if totals[p] == best]
        again = ": a tie, the tied players roll again" if len(tied) > 1 else ""
        s.say(f"Battlefield roll: {rolled}{again}.", kind="roll", ids=s.die_ids(*dice))
        if len(tied) == 1:
            break
        rollers = tied  # only the players tied for the highest roll again (SWD-MULTI-04)
    if len(s.hand) == 2:
        s.push(("choose-battlefield", 0, tied[0]))
    else:
        s.push(("choose-battlefield-of", 0, tied[0]))
    return None


@step("choose-battlefield-of")
def run_choose_battlefield_of(s: DestinyState, st: Step) -> Decision | None:
    """SWD-MULTI-04: the highest roller chooses any player's battlefield."""
    return Decision(
        st[2],
        "choose-battlefield",
        "You rolled highest: which player's battlefield will the game use?",
        tuple(enc.option(p) for p in sorted(s.table)),
    )


@answer("choose-battlefield-of")
def answer_choose_battlefield_of(s: DestinyState, st: Step, action: int) -> None:
    """SWD-MULTI-05: its owner controls it; every other player sets theirs aside and
    gives 1 shield to one of their characters (the reading of SWD-OPEN-09)."""
    owner = action - enc.OPTION
    card = s.game.pool.by_code[s.game.decks[owner].battlefield]
    s.battlefield = new_unit(s, card.index, owner, BATTLEFIELD).uid
    s.say(
        f"{s.player_name(st[2])} chooses {card.title}; {s.player_name(owner)} controls it.",
        kind="setup",
        ids=s.unit_ids(s.battlefield),
    )
    others = [p for p in opponents(s, owner)]
    s.push(*(("setup-shields", 0, p, MULTI_SHIELDS) for p in others), ("round-start", 0))


@step("choose-battlefield")
def run_choose_battlefield(s: DestinyState, st: Step) -> Decision | None:
    return Decision(
        st[2],
        "choose-battlefield",
        "You rolled higher: play on your battlefield (1) or your opponent's (2)?",
        (enc.option(0), enc.option(1)),
    )


@answer("choose-battlefield")
def answer_choose_battlefield(s: DestinyState, st: Step, action: int) -> None:
    choose_battlefield(s, st[2], action == enc.option(0))


def choose_battlefield(s: DestinyState, chooser: int, own: bool) -> None:
    """SWD-SETUP-08, -09: the chosen battlefield's owner controls it; the other player
    sets theirs aside and gives 2 shields to their characters."""
    owner = chooser if own else other(chooser)
    card = s.game.pool.by_code[s.game.decks[owner].battlefield]
    unit = new_unit(s, card.index, owner, BATTLEFIELD)
    s.battlefield = unit.uid
    s.say(
        f"{s.player_name(chooser)} chooses {card.title}; {s.player_name(owner)} controls it.",
        kind="setup",
        ids=s.unit_ids(unit.uid),
    )
    s.push(("setup-shields", 0, other(owner), LOSER_SHIELDS), ("round-start", 0))


@step("setup-shields")
def run_setup_shields(s: DestinyState, st: Step) -> Decision | None:
    seat, left = st[2], st[3]
    targets = [u for u in s.characters(seat) if s.units[u].shields < 3]
    if left <= 0 or not targets:
        return None
    return Decision(
        seat,
        "setup-shield",
        f"Give a shield to which character ({left} left)?",
        tuple(enc.unit(u) for u in targets),
    )


@answer("setup-shields")
def answer_setup_shields(s: DestinyState, st: Step, action: int) -> None:
    # Through "gain-shields", so that "before" abilities (Qui-Gon Jinn) see it.
    s.push(("gain-shields", 0, action - enc.UNIT, 1), ("setup-shields", 0, st[2], st[3] - 1))


@step("round-start")
def run_round_start(s: DestinyState, st: Step) -> Decision | None:
    """A round: the action phase, started by the battlefield's controller
    (SWD-ROUND-01, SWD-APHASE-01, SWD-CLAIM-06)."""
    s.round += 1
    s.phase = "action"
    s.passes = 0
    s.claimed = -1
    s.turn = battlefield_controller(s)
    s.say(f"--- Round {s.round}: {s.player_name(s.turn)} acts first ---", kind="round")
    s.push(("turn", 0))
    return None


@step("upkeep")
def run_upkeep(s: DestinyState, st: Step) -> Decision | None:
    """Steps 1-3 for every player: ready, return dice, gain 2 (SWD-UPKEEP-02 to -04);
    each step in turn order from the battlefield's controller."""
    s.phase = "upkeep"
    s.say(f"Round {s.round}: upkeep phase.", kind="phase")
    for u in s.units:
        if u.in_play:
            u.ready = True
    for die in s.dice:
        if die.where == IN_POOL:
            return_die(s, die.id)
    first = battlefield_controller(s)
    order = [first, *opponents(s, first)]
    for seat in order:
        # Local Garrison: each of its controller's opponents gains 1 fewer, at least 1
        fewer = sum(persistent_total(s, p, "opponents-gain-fewer") for p in opponents(s, seat))
        gain(s, seat, max(1, UPKEEP_RESOURCES - fewer) if fewer else UPKEEP_RESOURCES)
    s.push(
        *(("upkeep-discard", 0, seat, ()) for seat in order),
        ("round-end", 0),
    )
    return None


@step("upkeep-discard")
def run_upkeep_discard(s: DestinyState, st: Step) -> Decision | None:
    """Step 4: discard any number, then draw up to hand size (SWD-UPKEEP-05 to -07)."""
    seat, chosen = st[2], st[3]
    decision = pick_from_hand(
        s,
        seat,
        chosen,
        "upkeep-discard",
        "Upkeep: discard a card, or keep the rest and draw up to your hand size.",
    )
    if decision is None:
        finish_upkeep(s, seat, chosen)
    return decision


@answer("upkeep-discard")
def answer_upkeep_discard(s: DestinyState, st: Step, action: int) -> None:
    seat, chosen = st[2], st[3]
    if action == enc.DONE:
        finish_upkeep(s, seat, chosen)
    else:
        s.push(("upkeep-discard", 0, seat, (*chosen, action - enc.CARD)))


def finish_upkeep(s: DestinyState, seat: int, chosen: tuple[int, ...]) -> None:
    for c in chosen:
        discard_from_hand(s, seat, c)
    if chosen:
        names = ", ".join(s.cards[c].name for c in chosen)
        s.say(f"{s.player_name(seat)} discards {names}.", kind="discard", ids=s.card_ids(*chosen))
    need = hand_size(s, seat) - len(s.hand[seat])
    if need > 0:
        draw(s, seat, need)


@step("round-end")
def run_round_end(s: DestinyState, st: Step) -> Decision | None:
    """Delayed effects "after this round ends" (SWD-DELAYED-01), then the deck-out
    check (SWD-WIN-03, -04), then the next round."""
    s.push(("round-check", 0))
    s.push(("drain", 0))
    for what, _seat, uid in reversed(s.delayed):
        if what == "defeat":
            s.push(("defeat", 0, uid, True))
    s.delayed = []
    return None


@step("round-check")
def run_round_check(s: DestinyState, st: Step) -> Decision | None:
    if len(s.hand) > 2:
        if not multiplayer_round_check(s):
            s.push(("round-start", 0))
        return None
    out = [not s.hand[seat] and not s.deck[seat] for seat in (0, 1)]
    if out[0] and out[1]:
        s.winner = battlefield_controller(s)
        s.win_reason = "both players ran out of cards; the battlefield's controller wins"
    elif out[0] or out[1]:
        loser = 0 if out[0] else 1
        s.winner = other(loser)
        s.win_reason = f"{s.player_name(loser)} has no cards left in hand and deck"
    if s.winner >= 0:
        s.say(f"{s.player_name(s.winner)} wins: {s.win_reason}.", kind="win")
        return None
    s.push(("round-start", 0))
    return None


def multiplayer_round_check(s: DestinyState) -> bool:
    """SWD-MULTI-10, -12: a player with no cards left in deck and hand is eliminated
    at the end of the round; the last player left wins. If every player left runs out
    at once, the battlefield's controller wins if among them, else the first of them
    clockwise from it (our reading of SWD-OPEN-10, after SWD-WIN-04). True once won."""
    left = living(s)
    out = [p for p in left if not s.hand[p] and not s.deck[p]]
    if out and len(out) == len(left):
        first = battlefield_controller(s)
        order = [first, *opponents(s, first)] if first in left else left
        s.winner = next(p for p in order if p in out)
        s.win_reason = "every player left ran out of cards; the battlefield decides"
        s.say(f"{s.player_name(s.winner)} wins: {s.win_reason}.", kind="win")
        return True
    for p in out:
        eliminate(s, p, "no cards left in hand and deck")
    return s.winner >= 0
