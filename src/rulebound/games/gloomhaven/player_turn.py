"""A character's turn (catalog section 8): the start, a Long Rest or the two
actions, each ability in printed order, and the end of the turn."""

from __future__ import annotations

from rulebound.games.gloomhaven import encoding as enc
from rulebound.games.gloomhaven.cards import put_away
from rulebound.games.gloomhaven.classes import Action, Half
from rulebound.games.gloomhaven.damage import give, heal, suffer
from rulebound.games.gloomhaven.elements import Element
from rulebound.games.gloomhaven.figures import Hero
from rulebound.games.gloomhaven.item_designs import moved_far, stunned_window
from rulebound.games.gloomhaven.item_effects import (
    default_half,
    steady_shield,
    turn_end_window,
)
from rulebound.games.gloomhaven.items import item_title
from rulebound.games.gloomhaven.machine import answer, step
from rulebound.games.gloomhaven.specials import end_turn_on_plate
from rulebound.games.gloomhaven.state import GloomhavenState
from rulebound.kernel.decision import Decision
from rulebound.kernel.steps import Step

ATTACK_2 = Half((Action("attack", 2),))  # GH-ACTION-03
MOVE_2 = Half((Action("move", 2),))


def half_of(hero: Hero, card: int, code: int) -> Half:
    if code == 2:
        return default_half(hero, code, ATTACK_2)  # items 57, 67 may make it larger
    if code == 3:
        return default_half(hero, code, MOVE_2)
    return hero.cls.cards[card].half("top" if code == 0 else "bottom")


# --- the start and the end ------------------------------------------------------------------


@step("char-turn")
def run_char_turn(s: GloomhavenState, st: Step) -> Decision | None:
    """GH-PSTART-01: a Wounded character suffers 1 damage; then it rests or acts."""
    hero = s.heroes[st[1]]
    fig = s.figures[hero.figure]
    fig.conditions = fig.conditions.start_turn()
    s.ctx = {}
    s.say(f"{hero.cls.name}'s turn.", kind="turn")
    s.push(("char-act", hero.seat), ("char-end", hero.seat))
    _turn_start_bonuses(s, hero)
    if fig.conditions.wound_damage():
        suffer(s, fig, 1, cause=-1)
    return None


def _turn_start_bonuses(s: GloomhavenState, hero: Hero) -> None:
    """``turn_start`` (card 143, data README): the ability of an Active Bonus at the
    start of each of the owner's turns; each turn uses a slot."""
    from rulebound.games.gloomhaven.cards import bonuses, use_slot

    for active, half, action in bonuses(hero, "turn_start"):
        if half.use_on != "own-turn-start":
            continue
        effect = dict(action.value)
        s.push(("heal", hero.seat, int(effect["heal"]), int(effect.get("range", 0)), (), 1, ()))
        use_slot(s, hero, active)


def _turn_end_bonuses(s: GloomhavenState, hero: Hero) -> bool:
    """``turn_end`` (cards 53, 54, data README): each such Active Bonus performs its
    ability at the end of the owner's turn, the turn it is played in included; each
    turn uses a slot. The turn's end goes on after them."""
    from rulebound.games.gloomhaven.cards import bonuses

    cards = [a.card for a, half, _ in bonuses(hero, "turn_end") if half.use_on == "own-turn-end"]
    if not cards:
        return False
    s.push(*(("turn-end-ability", hero.seat, card) for card in cards), ("char-end", hero.seat, 1))
    return True


@step("turn-end-ability")
def run_turn_end_ability(s: GloomhavenState, st: Step) -> Decision | None:
    from rulebound.games.gloomhaven.abilities import perform
    from rulebound.games.gloomhaven.cards import use_slot

    hero = s.heroes[st[1]]
    active = next((a for a in hero.active if a.card == st[2]), None)
    if active is None or hero.exhausted or s.is_over():
        return None
    half = hero.cls.cards[active.card].half(active.half)
    action = next(a for a in half.actions if a.kind == "turn_end")
    effect = dict(action.value)
    kind = next(iter(effect))
    s.ctx = {}  # a fresh ability, with nothing of the turn's last one
    s.say(f"{hero.cls.name}: {hero.cls.cards[active.card].name} at the end of the turn.")
    use_slot(s, hero, active)
    fig = s.figures[hero.figure]
    if fig.conditions.can_act():  # a Stunned figure performs no ability (GH-COND-11)
        options = {k: v for k, v in effect.items() if k != kind}
        return perform(s, hero, fig, Action(kind, effect[kind], options), half)
    return None


@step("char-act")
def run_char_act(s: GloomhavenState, st: Step) -> Decision | None:
    hero = s.heroes[st[1]]
    if hero.exhausted:
        return None
    fig = s.figures[hero.figure]
    if hero.long_rest:
        window = ("item-window", hero.seat, "own-turn")
        s.push(window, ("long-rest", hero.seat), window)  # GH-LREST-01
        return None
    if not fig.conditions.can_act():  # GH-ACTION-01, GH-COND-11
        if len(st) < 3 and stunned_window(s, hero, (*st, "asked")):
            return None  # items 89, 90: a cure potion first, then the turn again
        for card in hero.unplayed:
            hero.discard.append(card)
        s.say(f"{hero.cls.name} is stunned: both cards are discarded.", kind="status")
        hero.unplayed = []
        return None
    window = ("item-window", hero.seat, "own-turn")  # GH-ITEM-02, -05
    s.push(
        window,
        ("choose-half", hero.seat, ""),
        window,
        ("choose-half", hero.seat, "second"),
        window,
    )
    return None


@step("char-end")
def run_char_end(s: GloomhavenState, st: Step) -> Decision | None:
    """GH-PEND-01, -02, GH-INFUSE-02: loot the own hex, conditions end, infusions.
    First what comes "at the end of your turn": the items (56, then 50), then the
    abilities of Active Bonuses (``turn_end``)."""
    hero = s.heroes[st[1]]
    fig = s.figures[hero.figure]
    first = len(st) < 3
    if first and not hero.exhausted and turn_end_window(s, hero):
        return None  # item 56 first (its card may move); then the rest of the turn's end
    if (first or st[2] == "items") and not hero.exhausted:
        steady_shield(s, hero)  # item 50, on the moves of this turn (turn_end clears them)
        moved_far(s, hero)  # items 72, 97, on the same count
        if _turn_end_bonuses(s, hero):
            return None
    if not hero.exhausted:
        loot_hex(s, hero, fig.hex, end_of_turn=True)
        fig.conditions = fig.conditions.end_turn()
        end_turn_on_plate(s, fig)  # GH-PEND-03
    s.elements = s.elements.end_turn()
    s.ctx = {}
    return None


def loot_hex(s: GloomhavenState, hero: Hero, h: tuple[int, int], end_of_turn: bool = False) -> None:
    """Take the Money Tokens and the treasure of the hex (GH-LOOT-01, GH-PEND-01). A
    goal tile of a scenario that wants a Loot ability for it stays at the end of a
    turn."""
    coins = s.coins.pop(h, 0)
    if coins:
        hero.coins += coins
        s.say(f"{hero.cls.name} loots {coins} coin{'s' if coins > 1 else ''}.", kind="resource")
    if end_of_turn and s.game.scenario.goal_loot_by_ability and s.treasures.get(h) == 0:
        return
    treasure = s.treasures.pop(h, None)
    if treasure is not None:
        hero.treasures.append(treasure)
        what = f"treasure {treasure}" if treasure else "the goal treasure tile"
        s.say(f"{hero.cls.name} loots {what}.", kind="resource")
        tile = s.game.scenario.treasure(treasure)
        harm = dict(tile.treasure) if tile is not None else {}
        fig = s.figures[hero.figure]
        for condition in harm.get("trap_conditions", ()):  # a trapped one (GH-LOOT-02)
            give(s, fig, str(condition))
        if harm.get("trap_damage"):
            s.say(f"Treasure {treasure} is trapped.", kind="damage")
            suffer(s, fig, int(harm["trap_damage"]), cause=-1)
        item = s.game.scenario.treasure_item(treasure)
        if item:  # GH-LOOT-06; not equipped, so not usable in this scenario (GH-LOOT-03)
            hero.found.append(item)
            s.say(
                f"{hero.cls.name} finds {item_title(item)}, usable from the next scenario on.",
                kind="reveal",
            )


# --- Long Rest ---------------------------------------------------------------------------


@step("long-rest")
def run_long_rest(s: GloomhavenState, st: Step) -> Decision | None:
    """GH-LREST-02: Lose 1 discarded card, chosen by the player (best reading)."""
    hero = s.heroes[st[1]]
    if not hero.discard:
        finish_long_rest(s, hero)
        return None
    return Decision(
        hero.seat,
        "long-rest-lose",
        f"{hero.cls.name}: Long Rest: choose the discarded card to lose",
        tuple(sorted(enc.CARD + c for c in hero.discard)),
    )


@answer("long-rest")
def answer_long_rest(s: GloomhavenState, st: Step, action: int) -> None:
    hero = s.heroes[st[1]]
    card = action - enc.CARD
    hero.discard.remove(card)
    hero.lost.append(card)
    s.say(f"{hero.cls.name} long rests and loses {hero.cls.cards[card].name}.", kind="discard")
    finish_long_rest(s, hero)


def finish_long_rest(s: GloomhavenState, hero: Hero) -> None:
    """GH-LREST-03 to -05: the discards return to Hand; Heal 2, Self; Spent items
    are refreshed."""
    from rulebound.games.gloomhaven.items import refresh_spent

    hero.hand += hero.discard
    hero.discard = []
    heal(s, s.figures[hero.figure], 2)
    refresh_spent(hero)


# --- choosing and playing a half ------------------------------------------------------------


@step("choose-half")
def run_choose_half(s: GloomhavenState, st: Step) -> Decision | None:
    """GH-ACTION-02 to -04: a top and a bottom, one card at a time, in either order;
    any half may be played as the default Attack 2 / Move 2."""
    hero = s.heroes[st[1]]
    if hero.exhausted or not hero.unplayed or s.is_over():
        return None
    fig = s.figures[hero.figure]
    if not fig.conditions.can_act():
        for card in hero.unplayed:
            hero.discard.append(card)
        hero.unplayed = []
        return None
    used = s.ctx.get("used_half", "")
    options = []
    for card in hero.unplayed:
        if used != "top":
            options += [enc.half_action(card, 0), enc.half_action(card, 2)]
        if used != "bottom":
            options += [enc.half_action(card, 1), enc.half_action(card, 3)]
    which = "first" if not used else "second"
    return Decision(
        hero.seat,
        "play-half",
        f"{hero.cls.name}: choose the {which} action (a card's top or bottom)",
        tuple(sorted(options)),
    )


@answer("choose-half")
def answer_choose_half(s: GloomhavenState, st: Step, action: int) -> None:
    hero = s.heroes[st[1]]
    card, code = divmod(action - enc.HALF, 4)
    hero.unplayed.remove(card)
    s.ctx["used_half"] = "top" if code in (0, 2) else "bottom"
    play_half(s, hero, card, code)


def play_half(s: GloomhavenState, hero: Hero, card: int, code: int) -> None:
    """Perform a half of a card now (its abilities in order), then put the card on its
    pile (``half-done``): a card of the round, or one a Ring of Haste plays (item 42)."""
    fresh = (
        "performed",
        "moved",
        "through",
        "atk",
        "standalone",
        "bonus_targets",
        "bonus_boost",
        "skipped",
    )
    for key in fresh:
        s.ctx.pop(key, None)
    half = half_of(hero, card, code)
    name = hero.cls.cards[card].name
    label = enc.HALVES[code].replace("-default", "")
    default = f" as {half.actions[0].kind.title()} {half.actions[0].value}" if code >= 2 else ""
    s.say(f"{hero.cls.name} plays the {label} of {name}{default}.", kind="card-played")
    steps: list[Step] = [("action", hero.seat, card, code, i) for i in range(len(half.actions))]
    s.push(*steps, ("half-done", hero.seat, card, code))


@step("half-done")
def run_half_done(s: GloomhavenState, st: Step) -> Decision | None:
    """Standalone XP and infusions come if another ability was used (GH-XP-03,
    GH-INFUSE-04); the card goes to its pile (GH-ACTION-08, -09)."""
    hero = s.heroes[st[1]]
    card, code = st[2], st[3]
    if s.ctx.get("performed") and not hero.exhausted:
        for kind, value in s.ctx.get("standalone", []):
            if kind == "xp":
                hero.xp += int(value)
                s.say(f"{hero.cls.name} gains {value} XP.", kind="xp")
            elif value == "any":  # card 78: an element of the player's choice
                s.push(("choose-infusion", hero.seat))
            else:
                s.elements = s.elements.infuse(Element(value))
                s.say(f"{hero.cls.name} infuses {value}.", kind="element")
    if hero.exhausted:
        return None
    put_away(s, hero, card, "top" if code in (0, 2) else "bottom", code >= 2)
    return None


# --- one ability ----------------------------------------------------------------------------


@step("action")
def run_action(s: GloomhavenState, st: Step) -> Decision | None:
    """("action", seat, card, half code, index): one ability, in printed order
    (GH-ACTION-05); most may be skipped (GH-ACTION-06)."""
    hero = s.heroes[st[1]]
    if hero.exhausted or s.is_over():
        return None
    fig = s.figures[hero.figure]
    half = half_of(hero, st[2], st[3])
    action = half.actions[st[4]]
    kind = action.kind
    s.ctx["action_of"] = (hero.seat, st[2], st[3])
    s.ctx["action_index"] = st[4]
    if st[4] == 0:
        s.ctx.pop("half_consumed", None)  # a half played again later starts afresh
    if kind in ("xp", "infuse") and len(half.actions) > 1:
        s.ctx.setdefault("standalone", []).append((kind, action.value))
        return None
    if kind == "xp":
        return None  # XP standing alone on a half with nothing else: nothing used
    s.ctx["bonus"] = {}
    consume = action.get("consume")
    if consume:
        augments = len(consume) if isinstance(consume, list) else 1
        s.push(*(("consume", hero.seat, i) for i in range(augments)), ("perform", hero.seat))
        return None
    from rulebound.games.gloomhaven import abilities

    return abilities.perform(s, hero, fig, action, half)


@step("perform")
def run_perform(s: GloomhavenState, st: Step) -> Decision | None:
    """The action after its element was (or was not) consumed."""
    from rulebound.games.gloomhaven import abilities

    hero = s.heroes[st[1]]
    if hero.exhausted or s.is_over():
        return None
    _, card, code = s.ctx["action_of"]
    half = half_of(hero, card, code)
    action = half.actions[s.ctx["action_index"]]
    return abilities.perform(s, hero, s.figures[hero.figure], action, half)
