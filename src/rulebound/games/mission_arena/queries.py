"""Read-only rule queries shared by the phases: what is usable, who benefits, what counts."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rulebound.games.mission_arena.cards import Card
from rulebound.games.mission_arena.state import TARGET_MISSION

if TYPE_CHECKING:
    from rulebound.games.mission_arena.state import MissionArenaState

# MTCG-WEAK-03: Science > Mystic > Cosmic > Tech > Combat > Science.
BEATS = {
    "science": "mystic",
    "mystic": "cosmic",
    "cosmic": "tech",
    "tech": "combat",
    "combat": "science",
}


def squad_names(s: MissionArenaState, seat: int) -> set[str]:
    base = seat * 5
    return {s.cards[st[-1]].name for st in s.stacks[base : base + 5] if st}


def team_members_in_play(s: MissionArenaState, seat: int) -> set[str]:
    """Names of protagonists joined to a Team card in ``seat``'s Squads (MTCG-TEAM-04)."""
    members: set[str] = set()
    base = seat * 5
    for st in s.stacks[base : base + 5]:
        if st:
            members.update(s.cards[st[-1]].members)
    return members


def usable_for_squad(s: MissionArenaState, seat: int) -> list[int]:
    """Distinct hand cards that may be played into a Squad position.

    Not a Team card (Teams are only assembled, MTCG-TEAM-08, MTCG-TEAM-01); not a
    Name already in the Squads (MTCG-DECK-06); not a member of an assembled Team
    (MTCG-TEAM-04).
    """
    blocked = squad_names(s, seat) | team_members_in_play(s, seat)
    cards = s.cards
    return sorted(
        {c for c in s.hand[seat] if not cards[c].members and cards[c].name not in blocked}
    )


def empty_slots(s: MissionArenaState, seat: int, slots: tuple[int, ...]) -> list[int]:
    """Empty positions of ``slots``, keeping one of each group that differs in nothing.

    Two empty positions of one Squad with the same Power Points are the same
    choice, so only the first is offered.
    """
    seen: set[tuple[int, int]] = set()
    result = []
    base = seat * 5
    for slot in slots:
        pos = base + slot
        if not s.stacks[pos]:
            key = (len(s.ready[pos]), len(s.engaged[pos]))
            if key not in seen:
                seen.add(key)
                result.append(slot)
    return result


def progressive_level(s: MissionArenaState, pos: int) -> int:
    """Hit Points counted by a progressive ability, at most 3 (MTCG-PROG-01, -04)."""
    return min(len(s.stacks[pos]), 3)


def matches(card: Card, uid: int, kind: str, value: str, source_uid: int) -> bool:
    """Whether the protagonist ``card``/``uid`` is a beneficiary of a target spec.

    Named targets match the card's own Name only: protagonists joined to a Team are
    not considered (MTCG-SA-13).
    """
    if kind == "self":
        return uid == source_uid
    if kind == "characters":
        return True
    if kind == "affiliation":
        return card.affiliation == value
    if kind == "skill":
        return card.skill == value
    if kind == "name":
        return card.name == value
    if kind == "alignment":
        return card.alignment == value
    return False


def bonus(s: MissionArenaState, pos: int, ability: str) -> int:
    """Total active Bonus Attack or Bonus Defence for the protagonist at ``pos``."""
    seat = pos // 5
    uid = s.uid[pos]
    card = s.top(pos)
    total = 0
    for name, owner, source, amount, kind, value in s.effects:
        if name == ability and owner == seat and matches(card, uid, kind, value, source):
            total += amount
    return total


def has_effect(s: MissionArenaState, uid: int, ability: str) -> bool:
    return any(effect[0] == ability and effect[2] == uid for effect in s.effects)


def alignment_ok(a: Card, b: Card) -> bool:
    """Good and Evil never fight together in a group (MTCG-ALIGN-02, -03)."""
    return {a.alignment, b.alignment} != {"good", "evil"}


def weak_point(attacker: Card, target: Card) -> bool:
    """Whether ``target``'s Skill is the one ``attacker``'s Skill beats (MTCG-WEAK-04)."""
    return BEATS[attacker.skill] == target.skill


def challenged_uids(s: MissionArenaState) -> set[int]:
    return {c[3] for c in s.challenges if c[2] != TARGET_MISSION}


def busy_uids(s: MissionArenaState) -> set[int]:
    """Protagonists already committed to a declared Challenge (as challenger or partner)."""
    busy = set()
    for challenger, partner, *_ in s.challenges:
        busy.add(challenger)
        if partner:
            busy.add(partner)
    return busy
