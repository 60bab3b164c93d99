"""The turn's bookkeeping phases: Cool Down & Draw, Duty Call, Replacement,
Power Up, Mission Activation, Mission Resolution, and the end of the turn."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rulebound.games.mission_arena import encoding as enc
from rulebound.games.mission_arena.machine import answer, step
from rulebound.games.mission_arena.queries import empty_slots, usable_for_squad
from rulebound.games.mission_arena.setup import place
from rulebound.games.mission_arena.words import plural
from rulebound.kernel.decision import Decision

if TYPE_CHECKING:
    from rulebound.games.mission_arena.state import MissionArenaState
    from rulebound.kernel.steps import Step


def move_protagonist(s: MissionArenaState, a: int, b: int) -> None:
    """Exchange the protagonists at positions ``a`` and ``b`` (either may be empty).

    Power Points stay in their positions and now belong to whoever stands there
    (MTCG-PP-04)."""
    s.stacks[a], s.stacks[b] = s.stacks[b], s.stacks[a]
    s.uid[a], s.uid[b] = s.uid[b], s.uid[a]
    s.sa_turn[a], s.sa_turn[b] = s.sa_turn[b], s.sa_turn[a]


def last_turn(s: MissionArenaState) -> int:
    """Mission Complete comes after each player's 5 turns of Challenges (MTCG-WIN-02).

    The first player's first turn has no Challenge, so by default it does not count
    and the game lasts 11 turns; the ``first_turn_counts`` option reads it the other
    way (10 turns)."""
    return 10 if s.game.params["first_turn_counts"] else 11


@step("turn-start")
def step_turn_start(s: MissionArenaState, st: Step) -> Decision | None:
    s.turn += 1
    s.duty = []
    s.challenges = []
    s.cp_done = 0
    s.mission_earned = False
    s.mission_blocked = False
    a = s.active
    d = 1 - a
    s.say(f"--- Turn {s.turn}: {s.player_name(a)} ---", kind="turn")
    s.steps.extend(
        reversed(
            [
                ("cool-down",),
                ("draw",),
                ("duty-call",),
                ("fill", a, 0, 1, 1),
                ("fill", a, 1, 0, 0),
                ("replace-move", 0),
                ("power-up", -1),
                ("mission-activation",),
                ("abilities", a),
                ("abilities", d),
                ("declare",),
                ("resolve-all",),
                ("mission-resolution",),
                ("check-point",),
                ("end-turn",),
            ]
        )
    )
    return None


@step("cool-down")
def step_cool_down(s: MissionArenaState, st: Step) -> Decision | None:
    """Cool Down (MTCG-COOL-01, -02): engaged Power Points are discarded and the
    Special Abilities they paid for end."""
    a = s.active
    count = 0
    for pos in range(a * 5, a * 5 + 5):
        if s.engaged[pos]:
            count += len(s.engaged[pos])
            s.discard[a].extend(s.engaged[pos])
            s.engaged[pos] = []
    ended = [e for e in s.effects if e[1] == a]
    if ended:
        s.effects = [e for e in s.effects if e[1] != a]
    if count or ended:
        s.say(
            f"Cool Down: {s.player_name(a)} discards {plural(count, 'engaged Power Point')}; "
            f"{plural(len(ended), 'Special Ability effect')} end{'s' * (len(ended) == 1)}.",
            kind="phase",
        )
    return None


@step("draw")
def step_draw(s: MissionArenaState, st: Step) -> Decision | None:
    """Draw 2 (MTCG-COOL-04); a player who cannot draw a card loses (MTCG-WIN-04)."""
    a = s.active
    deck = s.deck[a]
    if not deck:
        s.winner = 1 - a
        s.win_reason = "Total Destruction"
        s.say(
            f"{s.player_name(a)} cannot draw: {s.player_name(1 - a)} wins by Total Destruction.",
            kind="win",
        )
        return None
    drawn = [deck.pop() for _ in range(min(2, len(deck)))]
    s.hand[a].extend(drawn)
    s.say(f"{s.player_name(a)} draws {plural(len(drawn), 'card')}.", kind="draw")
    s.say(
        f"{s.player_name(a)} draws " + ", ".join(s.cards[c].label() for c in drawn) + ".",
        a,
        kind="draw",
    )
    return None


@step("duty-call")
def step_duty_call(s: MissionArenaState, st: Step) -> Decision | None:
    """Duty Call (MTCG-DUTY-01 to -07): the top card is revealed and discarded; a
    protagonist or Team of that Name in the Squads cannot be used this turn."""
    a = s.active
    if not s.deck[a]:
        s.say("Duty Call: the deck is empty, nothing is revealed.", kind="phase")
        return None
    card = s.deck[a].pop()
    name = s.cards[card].name
    s.discard[a].append(card)
    for pos in range(a * 5, a * 5 + 5):
        if s.stacks[pos] and s.top(pos).name == name:
            s.duty.append(s.uid[pos])
            s.say(
                f"Duty Call reveals {s.cards[card].label()}: {s.who(pos)} is called away "
                "this turn.",
                kind="reveal",
                ids=s.ids_at(pos),
            )
            return None
    s.say(f"Duty Call reveals {s.cards[card].label()}: no effect.", kind="reveal")
    return None


@step("fill")
def step_fill(s: MissionArenaState, st: Step) -> Decision | None:
    """Fill empty positions of one Squad (Replacement steps A-C, MTCG-REPL-01 to -04,
    and Check Point step D, MTCG-TEAM-06).

    In Replacement the Active Squad is filled first from the Reserve (mandatory),
    then from the hand, then by drawing; the Reserve from the hand only (it may
    stay incomplete, MTCG-REPL-07). After a Team is assembled both Squads are
    filled from the hand, then by drawing (MTCG-TEAM-06)."""
    _, seat, reserve, allow_draw, from_reserve = st
    slots = enc.RESERVE_SLOTS if reserve else enc.ACTIVE_SLOTS
    empties = empty_slots(s, seat, slots)
    if not empties:
        return None
    base = seat * 5
    name = s.player_name(seat)
    if from_reserve and not reserve:
        waiting = [r for r in enc.RESERVE_SLOTS if s.stacks[base + r]]
        if waiting:
            return Decision(
                seat,
                "fill-active",
                f"{name}: move a Reserve protagonist into the empty Active position",
                tuple(sorted(enc.pair(r, e) for r in waiting for e in empties)),
            )
    usable = usable_for_squad(s, seat)
    if usable:
        squad = "Reserve" if reserve else "Active"
        return Decision(
            seat,
            "fill-from-hand",
            f"{name}: play a protagonist from your hand into the {squad} Squad",
            tuple(sorted(enc.slot_card(enc.SWAP_HAND, e, c) for e in empties for c in usable)),
        )
    if allow_draw and s.deck[seat]:
        card = s.deck[seat].pop()
        s.hand[seat].append(card)
        s.say(f"{name} draws a card to fill the Squad.", kind="draw")
        s.say(f"{name} draws {s.cards[card].label()}.", seat, kind="draw")
        s.steps.append(st)  # the drawn card may fill a position: look again
    return None


@answer("fill")
def answer_fill(s: MissionArenaState, st: Step, action: int) -> None:
    """A "fill-active" answer is a pair of slots, below every "fill-from-hand" one."""
    s.steps.append(st)  # more positions may be empty: asked again
    seat = st[1]
    if action < enc.SWAP_HAND:
        r, e = enc.unpair(action)
        move_protagonist(s, seat * 5 + r, seat * 5 + e)
        s.say(
            f"{s.player_name(seat)} moves {s.who(seat * 5 + e)} up from {enc.slot_name(r)}.",
            kind="move",
            ids=s.ids_at(seat * 5 + e),
        )
        return
    slot, card = enc.unslot_card(enc.SWAP_HAND, action)
    s.hand[seat].remove(card)
    place(s, seat * 5 + slot, card)
    s.say(
        f"{s.player_name(seat)} plays {s.who(seat * 5 + slot)} from hand.",
        kind="card-played",
        ids=s.ids_at(seat * 5 + slot),
    )


MAX_REPLACEMENT_MOVES = 8


@step("replace-move")
def step_replace_move(s: MissionArenaState, st: Step) -> Decision | None:
    """Replacement step D (MTCG-REPL-05, -07 b): exchange Active and Reserve
    protagonists, any number of times.

    The engine stops offering moves after 8, which keeps the phase finite without
    limiting the player: any arrangement of the five positions is at most 5 such
    exchanges away."""
    count = st[1]
    a = s.active
    base = a * 5
    options = [enc.DONE]
    if count < MAX_REPLACEMENT_MOVES:
        for i in enc.ACTIVE_SLOTS:
            for j in enc.RESERVE_SLOTS:
                if s.uid[base + i] or s.uid[base + j]:
                    options.append(enc.pair(i, j))
    if len(options) == 1:
        return None
    return Decision(
        a,
        "replacement-move",
        f"{s.player_name(a)}: move protagonists between your Active and Reserve Squads?",
        tuple(options),
    )


@answer("replace-move")
def answer_replace_move(s: MissionArenaState, st: Step, action: int) -> None:
    if action == enc.DONE:
        return
    s.steps.append(("replace-move", st[1] + 1))
    a = s.active
    i, j = enc.unpair(action)
    move_protagonist(s, a * 5 + i, a * 5 + j)
    s.say(
        f"{s.player_name(a)} exchanges {enc.slot_name(i)} and {enc.slot_name(j)}.",
        kind="move",
        ids=s.ids_at(a * 5 + i, a * 5 + j),
    )


@step("power-up")
def step_power_up(s: MissionArenaState, st: Step) -> Decision | None:
    """Power Up (MTCG-PWR-01 to -06): 3 cards drawn blind must all be assigned."""
    remaining: int = st[1]
    a = s.active
    base = a * 5
    occupied = [slot for slot in enc.ALL_SLOTS if s.stacks[base + slot]]
    if remaining < 0:
        remaining = min(3, len(s.deck[a])) if occupied else 0
        if remaining:
            s.steps.append(("power-up", remaining))  # the count is fixed now
        return None
    if remaining == 0:
        return None
    return Decision(
        a,
        "assign-power-point",
        f"{s.player_name(a)}: assign a face-down Power Point ({remaining} left to assign)",
        tuple(enc.SLOT_BASE + slot for slot in occupied),
    )


@answer("power-up")
def answer_power_up(s: MissionArenaState, st: Step, action: int) -> None:
    a = s.active
    pos = a * 5 + action - enc.SLOT_BASE
    s.ready[pos].append(s.deck[a].pop())
    s.steps.append(("power-up", st[1] - 1))
    s.say(
        f"{s.player_name(a)} assigns a Power Point to {s.who(pos)}.",
        kind="power-point",
        ids=s.ids_at(pos),
    )


@step("mission-activation")
def step_mission_activation(s: MissionArenaState, st: Step) -> Decision | None:
    """Mission Activation (MTCG-MACT-01 to -04): the top Mission, never in the first
    player's first turn."""
    a = s.active
    if s.turn == 1:
        s.say("The first player activates no Mission in the first turn.", kind="mission")
        return None
    if s.missions[a]:
        card = s.missions[a].pop(0)
        s.mission_active[a] = card
        mission = s.cards[card]
        s.say(
            f"{s.player_name(a)} activates the Mission {mission.label()} "
            f"({points(mission.mission_points)}).",
            kind="mission",
        )
    return None


@step("mission-resolution")
def step_mission_resolution(s: MissionArenaState, st: Step) -> Decision | None:
    """Mission Resolution (MTCG-MRES-01 to -06)."""
    a = s.active
    card = s.mission_active[a]
    if card < 0:
        return None
    s.mission_active[a] = -1
    mission = s.cards[card]
    if s.mission_earned and not s.mission_blocked:
        s.score[a] += mission.mission_points
        s.hand[a].append(card)
        s.say(
            f"Mission {mission.label()} complete: {s.player_name(a)} scores "
            f"{points(mission.mission_points)} and takes the card into hand.",
            kind="score",
        )
    else:
        s.discard[a].append(card)
        s.say(f"Mission {mission.label()} is not resolved and is discarded.", kind="mission")
    return None


@step("end-turn")
def step_end_turn(s: MissionArenaState, st: Step) -> Decision | None:
    if s.turn >= last_turn(s):
        a, b = s.score
        if a == b:
            s.winner = 2
            s.win_reason = "Mission Complete (tie)"
            s.say(f"Mission Complete: {a} to {b}, the game is a draw.", kind="win")
        else:
            s.winner = 0 if a > b else 1
            s.win_reason = "Mission Complete"
            s.say(
                f"Mission Complete: {s.player_name(s.winner)} wins {max(a, b)} to {min(a, b)}.",
                kind="win",
            )
        return None
    s.active = 1 - s.active
    s.steps.append(("turn-start",))
    return None


def points(n: int) -> str:
    """ "1 Mission Point", "2 Mission Points"."""
    return f"{n} Mission Point{'' if n == 1 else 's'}"
