"""Phase 12, Check Point (MTCG-CP) and Team assembly (MTCG-TEAM).

Actions A (swaps), B (a Hit Point) and C (a Team) may each be taken at most once,
in any order (MTCG-CP-01). Action A has two parts joined by "and/or", so each
part is offered once. Putting a card from under a stack on top (MTCG-CP-06) is
part of B but is not an assignment, so it may be done besides it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rulebound.games.mission_arena import encoding as enc
from rulebound.games.mission_arena.machine import answer, step
from rulebound.games.mission_arena.phases import move_protagonist
from rulebound.games.mission_arena.queries import squad_names, team_members_in_play
from rulebound.games.mission_arena.setup import place
from rulebound.games.mission_arena.words import plural
from rulebound.kernel.decision import Decision

if TYPE_CHECKING:
    from rulebound.games.mission_arena.state import MissionArenaState
    from rulebound.kernel.steps import Step

SWAP_RESERVE_HAND = 1
SWAP_ACTIVE_RESERVE = 2
HIT_POINT = 4
REORDER = 8
TEAM = 16
MAX_HIT_POINTS = 5  # MTCG-HP-02


def _swap_in_cards(s: MissionArenaState, seat: int, leaving: str) -> list[int]:
    """Hand cards that may replace the Reserve protagonist named ``leaving``."""
    blocked = (squad_names(s, seat) - {leaving}) | team_members_in_play(s, seat)
    return sorted(
        {c for c in s.hand[seat] if not s.cards[c].members and s.cards[c].name not in blocked}
    )


def team_plan(s: MissionArenaState, seat: int, card: int) -> tuple[list[int], list[int]] | None:
    """For a Team card in hand: (positions it absorbs, positions it may be placed at),
    or ``None`` if its members are not all available (MTCG-TEAM-02, -07, -11)."""
    team = s.cards[card]
    members = set(team.members)
    base = seat * 5
    names_here = squad_names(s, seat)
    if team.name in names_here:
        return None  # a second copy of a Team in play is a Hit Point (MTCG-TEAM-05)
    available = {s.cards[c].name for c in s.hand[seat]}
    absorbed = []
    for pos in range(base, base + 5):
        if not s.stacks[pos]:
            continue
        top = s.top(pos)
        if top.members and set(top.members) <= members:
            available.update(top.members)  # moving up to a superior Team
            absorbed.append(pos)
        elif top.name in members:
            available.add(top.name)
            absorbed.append(pos)
    if not members <= available:
        return None
    # The Team takes a position its members free (MTCG-TEAM-11 a); only when every
    # member comes from the hand does it need an empty position.
    places = absorbed or [pos for pos in range(base, base + 5) if not s.stacks[pos]]
    if not places:
        return None
    return absorbed, sorted(places)


@step("check-point")
def step_check_point(s: MissionArenaState, st: Step) -> Decision | None:
    a = s.active
    base = a * 5
    done = s.cp_done
    hand = sorted(set(s.hand[a]))
    options = [enc.DONE]
    if not done & SWAP_ACTIVE_RESERVE:
        for i in enc.ACTIVE_SLOTS:
            for j in enc.RESERVE_SLOTS:
                if s.stacks[base + i] and s.stacks[base + j]:
                    options.append(enc.pair(i, j))
    if not done & SWAP_RESERVE_HAND:
        for r in enc.RESERVE_SLOTS:
            if s.stacks[base + r]:
                for c in _swap_in_cards(s, a, s.top(base + r).name):
                    options.append(enc.slot_card(enc.SWAP_HAND, r, c))
    for slot in enc.ALL_SLOTS:
        stack = s.stacks[base + slot]
        if not stack:
            continue
        name = s.cards[stack[-1]].name
        if not done & HIT_POINT and len(stack) < MAX_HIT_POINTS:
            for c in hand:
                if s.cards[c].name == name:
                    options.append(enc.slot_card(enc.HIT_POINT, slot, c))
        if not done & REORDER and len(stack) > 1:
            seen = {stack[-1]}
            for depth in range(len(stack) - 1):
                if stack[depth] not in seen:
                    seen.add(stack[depth])
                    options.append(enc.REORDER + slot * 10 + depth)
    if not done & TEAM:
        for c in hand:
            if s.cards[c].members:
                plan = team_plan(s, a, c)
                if plan:
                    for pos in plan[1]:
                        options.append(enc.slot_card(enc.TEAM, pos - base, c))
    # Offered even when only "End the turn" is possible: skipping it would tell the
    # opponent that the hand holds nothing to play.
    return Decision(
        a,
        "check-point",
        f"{s.player_name(a)}: Check Point, choose an action or end the turn",
        tuple(sorted(options)),
    )


def _single_card(s: MissionArenaState, pos: int) -> None:
    """A protagonist moved by a swap returns its Hit Point copies to the hand (MTCG-CP-04)."""
    stack = s.stacks[pos]
    if len(stack) > 1:
        seat = pos // 5
        s.hand[seat].extend(stack[:-1])
        del stack[:-1]
        s.say(
            f"{s.who(pos)} takes its Hit Point copies back into hand.",
            kind="check-point",
            ids=s.ids_at(pos),
        )


@answer("check-point")
def answer_check_point(s: MissionArenaState, st: Step, action: int) -> None:
    if action == enc.DONE:
        return
    s.steps.append(st)  # asked again until the player ends the turn
    a = s.active
    base = a * 5
    name = s.player_name(a)
    if action < enc.SWAP_HAND:
        i, j = enc.unpair(action)
        s.cp_done |= SWAP_ACTIVE_RESERVE
        move_protagonist(s, base + i, base + j)
        s.say(
            f"Check Point: {name} exchanges {s.who(base + i)} and {s.who(base + j)}.",
            kind="check-point",
            ids=s.ids_at(base + i, base + j),
        )
        if s.game.params["swap_returns_hit_points"] == "moved":
            _single_card(s, base + i)
            _single_card(s, base + j)
    elif action < enc.HIT_POINT:
        slot, card = enc.unslot_card(enc.SWAP_HAND, action)
        pos = base + slot
        s.cp_done |= SWAP_RESERVE_HAND
        s.say(
            f"Check Point: {name} returns {s.who(pos)} to hand and plays "
            f"{s.cards[card].label()} in its place.",
            kind="check-point",
        )
        s.hand[a].extend(s.stacks[pos])
        s.hand[a].remove(card)
        place(s, pos, card)
    elif action < enc.TEAM:
        slot, card = enc.unslot_card(enc.HIT_POINT, action)
        pos = base + slot
        s.cp_done |= HIT_POINT
        s.hand[a].remove(card)
        s.stacks[pos].append(card)
        s.say(
            f"Check Point: {name} assigns {s.cards[card].label()} as a Hit Point: "
            f"{s.top(pos).name} has {len(s.stacks[pos])} Hit Points.",
            kind="check-point",
            ids=s.ids_at(pos),
        )
    elif action < enc.REORDER:
        slot, card = enc.unslot_card(enc.TEAM, action)
        s.cp_done |= TEAM
        assemble(s, a, card, base + slot)
        s.steps.append(("fill", a, 1, 1, 0))
        s.steps.append(("fill", a, 0, 1, 0))
    else:
        value = action - enc.REORDER
        pos = base + value // 10
        s.cp_done |= REORDER
        stack = s.stacks[pos]
        stack.append(stack.pop(value % 10))
        s.say(
            f"Check Point: {name} puts {s.top(pos).label()} on top of its stack.",
            kind="check-point",
        )


def assemble(s: MissionArenaState, seat: int, card: int, pos: int) -> None:
    """Assemble a Team (MTCG-TEAM-01 to -03, -07, -11): every copy of its members in
    hand and Squads, and an old Team it supersedes, become its Power Points."""
    plan = team_plan(s, seat, card)
    assert plan is not None
    absorbed, _ = plan
    team = s.cards[card]
    members = set(team.members)
    s.hand[seat].remove(card)
    power = [c for c in s.hand[seat] if s.cards[c].name in members]
    s.hand[seat] = [c for c in s.hand[seat] if s.cards[c].name not in members]
    for old in absorbed:
        power.extend(s.stacks[old])
        s.stacks[old] = []
        s.uid[old] = 0
        s.sa_turn[old] = -1
    place(s, pos, card)
    s.ready[pos].extend(power)
    s.say(
        f"Check Point: {s.player_name(seat)} assembles {team.label()} at "
        f"{enc.slot_name(pos % 5)}; {plural(len(power), 'card')} become its Power Points.",
        kind="check-point",
    )
