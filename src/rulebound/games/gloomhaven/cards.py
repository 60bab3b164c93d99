"""Where played ability cards go: Discard, Lost, the Active Area (GH-ACTION-08,
-09, GH-BONUS), and what active bonuses give while they are there."""

from __future__ import annotations

from rulebound.games.gloomhaven import encoding as enc
from rulebound.games.gloomhaven.classes import Action, Half
from rulebound.games.gloomhaven.figures import ActiveCard, Hero
from rulebound.games.gloomhaven.machine import answer, step
from rulebound.games.gloomhaven.state import GloomhavenState
from rulebound.kernel.decision import Decision
from rulebound.kernel.steps import Step


def put_away(s: GloomhavenState, hero: Hero, card: int, half: str, default: bool) -> None:
    """After its action: an Active Bonus half goes to the Active Area; otherwise the
    card is Lost if the half has the Lost symbol, else discarded. A half used as the
    default Attack 2 / Move 2 is always discarded (GH-ACTION-03)."""
    spec = hero.cls.cards[card].half(half)
    if not default and spec.active and not _summon_gone(s, hero, card) and _lasts(s, spec):
        if spec.augment:
            held = augments(hero)
            if len(held) >= augment_limit(hero):
                s.push(("drop-augment", hero.seat))
        targets = tuple(s.ctx.get("bonus_targets", ()))
        boost = int(s.ctx.get("bonus_boost", 0))
        summon = _summon_of(s, hero, card)
        hero.active.append(ActiveCard(card, half, spec.uses, 0, summon, targets, boost))
        return
    if spec.lost and not default:
        hero.lost.append(card)
    else:
        hero.discard.append(card)


def _lasts(s: GloomhavenState, spec: Half) -> bool:
    """A round bonus whose every lasting ability needed an element that was not
    consumed (cards 69, 70, 171 bottom) leaves nothing active: the card goes to its
    pile at once (data README, Half keys)."""
    from rulebound.games.gloomhaven.abilities import BONUS_KINDS

    if spec.active != "round":
        return True
    lasting = [
        i
        for i, a in enumerate(spec.actions)
        if a.kind in ("shield", "retaliate") or a.kind in BONUS_KINDS
    ]
    skipped = s.ctx.get("skipped", [])
    return not lasting or any(i not in skipped for i in lasting)


def _summon_of(s: GloomhavenState, hero: Hero, card: int) -> int:
    for fig in s.summons_of(hero.seat):
        if fig.card == card:
            return fig.id
    return -1


def _summon_gone(s: GloomhavenState, hero: Hero, card: int) -> bool:
    """A summon half whose summon could not be placed stays no Active Bonus."""
    spec_halves = hero.cls.cards[card]
    summons = any(
        a.kind == "summon" for h in (spec_halves.top, spec_halves.bottom) for a in h.actions
    )
    return summons and _summon_of(s, hero, card) < 0


def end_active(s: GloomhavenState, hero: Hero, card: int) -> None:
    """A card leaves the Active Area: to the Lost pile if its half has the Lost symbol,
    else to the Discard Pile (GH-BONUS-02, -06, -09); its summon is removed
    (GH-SUMMON-09)."""
    for i, active in enumerate(hero.active):
        if active.card == card:
            del hero.active[i]
            spec = hero.cls.cards[card].half(active.half)
            (hero.lost if spec.lost else hero.discard).append(card)
            if active.summon >= 0 and s.figures[active.summon].alive:
                s.figures[active.summon].alive = False
                s.say(f"{s.figures[active.summon].label} is dismissed.", kind="defeat")
            return


def end_round_bonuses(s: GloomhavenState, hero: Hero) -> None:
    """GH-BONUS-09, GH-REND-04: Round bonuses leave the Active Area."""
    for active in list(hero.active):
        if hero.cls.cards[active.card].half(active.half).active == "round":
            end_active(s, hero, active.card)


def active_halves(hero: Hero) -> list[tuple[ActiveCard, Half]]:
    return [(a, hero.cls.cards[a.card].half(a.half)) for a in hero.active]


def use_slot(s: GloomhavenState, hero: Hero, active: ActiveCard) -> None:
    """A persistent bonus with use slots is used: the token moves on, XP for an XP
    slot, and off the last slot the card is Lost (GH-BONUS-03 to -06)."""
    spec = hero.cls.cards[active.card].half(active.half)
    if not spec.uses:
        return
    active.slot += 1
    active.uses_left -= 1
    gained = spec.xp_slots.count(active.slot)  # a slot listed twice gives 2 XP (card 90)
    if gained:
        hero.xp += gained
        s.say(f"{hero.cls.name} gains {gained} XP ({hero.cls.cards[active.card].name}).", kind="xp")
    if active.uses_left <= 0:
        hero.active.remove(active)
        # A round bonus used up ("the next time ... this round") goes where its icons say.
        (hero.lost if spec.lost else hero.discard).append(active.card)
        gone = "lost" if spec.lost else "discarded"
        s.say(f"{hero.cls.cards[active.card].name} is used up and {gone}.", kind="discard")


def bonus_value(hero: Hero, kind: str) -> list[tuple[ActiveCard, int, int]]:
    """Active Area shields or retaliates: (card, value, range)."""
    found: list[tuple[ActiveCard, int, int]] = []
    if not hero.active:
        return found
    for active, half in active_halves(hero):
        for action in half.actions:
            if action.kind == kind and not action.get("special_target"):
                value = int(action.value) + active.boost
                found.append((active, value, int(action.get("range", 1))))
    return found


def augments(hero: Hero) -> list[tuple[ActiveCard, Half]]:
    return [(a, h) for a, h in active_halves(hero) if h.augment]


def augment_limit(hero: Hero) -> int:
    """One Augment at a time; card 165 raises it to two (data README, Extensions)."""
    limit = 1
    for _, half in active_halves(hero):
        for action in half.actions:
            if action.kind == "augment_limit":
                limit = max(limit, int(action.value))
    return limit


def bonuses(hero: Hero, kind: str) -> list[tuple[ActiveCard, Half, Action]]:
    """Active Area actions of ``kind`` (extension bonuses such as ``attack_bonus``)."""
    if not hero.active:  # asked several times an attack; the Active Area is often empty
        return []
    return [
        (a, h, action)
        for a, h in active_halves(hero)
        for action in h.actions
        if action.kind == kind
    ]


@step("drop-augment")
def run_drop_augment(s: GloomhavenState, st: Step) -> Decision | None:
    """Over the Augment limit: the owner discards one of the older Augments (data
    README, Extensions)."""
    hero = s.heroes[st[1]]
    held = augments(hero)
    if len(held) <= augment_limit(hero):
        return None
    newest = held[-1][0].card
    options = tuple(sorted(enc.CARD + a.card for a, _ in held if a.card != newest))
    if len(options) == 1:
        end_active(s, hero, options[0] - enc.CARD)
        return None
    return Decision(hero.seat, "drop-augment", f"{hero.cls.name}: discard an Augment", options)


@answer("drop-augment")
def answer_drop_augment(s: GloomhavenState, st: Step, action: int) -> None:
    end_active(s, s.heroes[st[1]], action - enc.CARD)
