"""Damage, healing, defeat, elimination, and threat on schemes.

Dealing damage follows MC-DAMAGE-05: "would be dealt" forced interrupts (Armored
Rhino Suit), then a tough status card prevents all of it (MC-TOUGH-02), then "would
take" interrupts (Backflip, Cosmic Flight), then the damage is placed and a character
at 0 hit points is defeated. Threat placed on a scheme first opens the "would be
placed" interrupts (Great Responsibility, MC-INTERRUPT-05); a main scheme at its
target threat is completed and the players lose (MC-MAINSCHEME-03, -04).
"""

from __future__ import annotations

from rulebound.games.marvel_champions import play_area
from rulebound.games.marvel_champions.dsl import COMPLETED, DEFEATED
from rulebound.games.marvel_champions.machine import step
from rulebound.games.marvel_champions.model import Player
from rulebound.games.marvel_champions.rules import (
    SIDE_SCHEMES,
    ctype,
    damage_immune,
    end_game,
    enter_play,
    give_status,
    is_identity,
    keyword_value,
    leave_play,
    minions,
    modifiers,
    per_player,
    remaining_hp,
    seat_of_identity,
    target_threat,
    threat_locked,
)
from rulebound.games.marvel_champions.state import LOST, WON, McState, Step
from rulebound.games.marvel_champions.timing import push_ability, trigger
from rulebound.kernel.decision import Decision


def identity_max_hp(s: McState, uid: int, player: Player | None = None) -> int:
    """The identity's printed hit points (both sides show the same); ``player``, if
    given, is the one whose identity ``uid`` is."""
    if player is None:
        player = s.players[seat_of_identity(s, uid)]
    printed = s.cards[player.hero].stats.get("health", 0)
    if s.game.health_mods:
        printed += modifiers(s, "health", uid)  # Mark V Armor
    return printed


def hp_left(s: McState, uid: int) -> int:
    """Remaining hit points of a character (identities use their tracker)."""
    if is_identity(s, uid):
        return identity_max_hp(s, uid) - s.units[uid].damage
    return remaining_hp(s, uid)


def push_damage(
    s: McState,
    target: int,
    amount: int,
    seat: int = -1,
    attack: bool = False,
    by_identity: bool = False,
    attacker: int = -1,
    overkill: bool = False,
    stun_damaged: bool = False,
    stun_dealt: bool = False,
    piercing: bool = False,
    source: int = -1,
    attack_frame: int = 0,
) -> None:
    """Deal ``amount`` damage to ``target`` (``seat``: the resolving player; ``source``:
    the card whose ability deals it, when one does).

    ``stun_damaged`` stuns a friendly target that takes damage ("a character damaged by
    this attack"); ``stun_dealt`` stuns it once damage is dealt to it, even if all of it
    is then prevented ("if this activation deals damage", MC-DAMAGE-04, MC-PREVENT-04).
    ``attack_frame`` is the frame of the enemy attack dealing it, for a defense ability
    used against it (MC-DEFEND-10)."""
    fid = s.new_frame(
        seat,
        target=target,
        amount=amount,
        attack=attack,
        identity=by_identity,
        attacker=attacker,
        overkill=overkill,
        stun=stun_damaged,
        stun_dealt=stun_dealt,
        piercing=piercing,
        source=source,
        attack_frame=attack_frame,
        what=f"{amount} damage to {s.tag(target)}",
    )
    s.push(("damage-dealt", fid), ("damage-tough", fid), ("damage-place", fid))


def push_retaliate(s: McState, target: int, attacker: int, ranged: bool) -> None:
    """The attacked character's Retaliate, after the attack's damage (pushed before
    it). It belongs to being attacked, not to taking damage: it fires when a defense
    or a tough card prevents every point (MC-KEYWORD-RETALIATE-01, MC-EATTACK-09),
    and not when damage arrives without an attack (Overkill's excess)."""
    if attacker >= 0 and not ranged and keyword_value(s, target, "Retaliate"):
        s.push(("retaliate", 0, target, attacker))


@step("retaliate")
def run_retaliate(s: McState, st: Step) -> Decision | None:
    """MC-KEYWORD-RETALIATE-01, -02: after being attacked, if still in play."""
    target, attacker = st[2], st[3]
    if s.units[target].in_play and s.units[attacker].in_play and s.result == 0:
        s.say(f"{s.tag(target)} retaliates.", kind="attack", ids=s.ids(target, attacker))
        push_damage(s, attacker, keyword_value(s, target, "Retaliate"))
    return None


@step("damage-dealt")
def run_damage_dealt(s: McState, st: Step) -> Decision | None:
    trigger(s, "would-be-dealt-damage", st[1], "interrupt")
    return None


@step("damage-tough")
def run_damage_tough(s: McState, st: Step) -> Decision | None:
    frame = s.frames[st[1]]
    u = s.units[frame["target"]]
    if frame.get("replaced") or not u.in_play:
        return None
    if frame["amount"] > 0 and damage_immune(s, frame["target"], frame["source"]):
        # "cannot take damage from ...": replaced, so no tough card is spent and the
        # placing step places nothing
        frame["replaced"] = True
        s.say(
            f"{s.tag(frame['target'])} cannot take damage from {s.name(frame['source'])}.",
            kind="damage",
            ids=s.ids(frame["target"], frame["source"]),
        )
        return None
    # MC-DAMAGE-04: past the "would be dealt" replacements (Armored Rhino Suit), the
    # damage is dealt; prevention from here on only reduces the damage taken.
    frame["was_dealt"] = frame["amount"] > 0
    if frame["piercing"] and frame["amount"] > 0 and u.tough:
        u.tough = 0  # MC-KEYWORD-PIERCING-01, -02
        s.say(
            f"The piercing attack discards {s.tag(frame['target'])}'s tough status card.",
            kind="discard",
            ids=s.ids(frame["target"]),
        )
    if frame["amount"] > 0 and u.tough:
        u.tough -= 1  # MC-TOUGH-02, -03
        frame["amount"] = 0
        frame["replaced"] = True
        frame["tough"] = True
        s.say(
            f"{s.tag(frame['target'])}'s tough status card prevents the damage.",
            kind="damage",
            ids=s.ids(frame["target"]),
        )
        return None
    if frame["amount"] > 0:
        trigger(s, "would-take-damage", st[1], "interrupt")
    return None


@step("damage-place")
def run_damage_place(s: McState, st: Step) -> Decision | None:
    fid = st[1]
    frame = s.frames.pop(fid)
    target = frame["target"]
    u = s.units[target]
    friendly = ctype(s, target) in ("hero", "alter_ego", "ally")
    if frame["stun_dealt"] and frame.get("was_dealt") and friendly and u.in_play:
        give_status(s, target, "stunned")  # dealt, whether or not it is taken
    if frame.get("replaced") or not u.in_play or frame["amount"] <= 0:
        if frame.get("tough") and frame["overkill"]:
            frame["excess"] = 0  # MC-KEYWORD-OVERKILL-05
        return None
    left = hp_left(s, target)
    amount = frame["amount"]
    u.damage += amount
    s.say(f"{s.tag(target)} takes {amount} damage.", kind="damage", ids=s.ids(target))
    if "took-damage" in s.game.trigger_index:  # "after <it> takes damage" (Vibranium Armor)
        ev = s.new_frame(
            frame["seat"],
            target=target,
            amount=amount,
            excess=max(0, amount - left),  # what Overkill deals on (MC-KEYWORD-OVERKILL-04)
            what=f"{s.tag(target)} takes damage",
        )
        s.push(("drop-frame", ev))
        trigger(s, "took-damage", ev, "response")
    if frame["stun"] and friendly and not frame["stun_dealt"]:
        give_status(s, target, "stunned")
    excess = amount - left
    if frame["overkill"] and excess > 0 and ctype(s, target) == "ally":
        # MC-KEYWORD-OVERKILL-01: the excess goes to the ally controller's identity.
        owner = s.players[u.controller]
        push_damage(
            s, owner.identity, excess, u.controller, attack=True, attacker=frame["attacker"]
        )
    elif frame["overkill"] and excess > 0 and ctype(s, target) == "minion":
        push_damage(s, s.villain, excess, frame["seat"], attack=True)  # MC-KEYWORD-OVERKILL-02
    if left - amount <= 0:
        killer = frame["seat"] if frame["identity"] else -1
        s.push(("defeat", 0, target, killer))
    return None


@step("defeat")
def run_defeat(s: McState, st: Step) -> Decision | None:
    """A character at 0 hit points is defeated (MC-DAMAGE-01)."""
    uid, killer = st[2], st[3]
    u = s.units[uid]
    if not u.in_play or s.result:
        return None
    kind = ctype(s, uid)
    if kind in ("hero", "alter_ego"):
        eliminate(s, seat_of_identity(s, uid))
    elif kind == "villain":
        advance_villain(s)
    elif kind == "minion":
        fid = s.new_frame(killer, minion=uid, what=f"{s.tag(uid)} is defeated")
        s.push(("minion-leaves", fid))
        trigger(s, "minion-defeated", fid, "interrupt")
    elif kind == "ally":
        s.say(f"{s.tag(uid)} is defeated.", kind="defeat", ids=s.ids(uid))
        leave_play(s, uid, "defeated")
    return None


@step("minion-leaves")
def run_minion_leaves(s: McState, st: Step) -> Decision | None:
    frame = s.frames[st[1]]
    uid = frame["minion"]
    if frame.get("replaced"):
        s.frames.pop(st[1], None)  # "would be defeated ... instead" (Biomechanical Upgrades)
        return None
    s.say(f"{s.tag(uid)} is defeated.", kind="defeat", ids=s.ids(uid))
    engaged = s.units[uid].engaged
    leave_play(s, uid, "defeated")
    s.push(("drop-frame", st[1]))
    if frame["seat"] >= 0:
        trigger(s, "defeated-minion", st[1], "response")
    for k, ab in enumerate(s.game.scripts[s.units[uid].card].abilities):
        if ab.kind == DEFEATED and engaged >= 0:  # MC-WHENDEFEATED-01, for the engaged player
            push_ability(s, engaged, uid, k, False, st[1])  # first, then the responses
    return None


@step("hit-points-check")
def run_hit_points_check(s: McState, st: Step) -> Decision | None:
    """MC-FAQ-CORE-13: once a hit point bonus ends, a character left with no hit points
    is defeated (Upgraded Drones discarded under a damaged Drone)."""
    for uid in reversed(s.play):
        if s.units[uid].damage and ctype(s, uid) in CHARACTERS and hp_left(s, uid) <= 0:
            s.push(("defeat", 0, uid, -1))
    return None


CHARACTERS = ("hero", "alter_ego", "ally", "minion", "villain")


@step("drop-frame")
def run_drop_frame(s: McState, st: Step) -> Decision | None:
    s.frames.pop(st[1], None)
    return None


def advance_villain(s: McState) -> None:
    """MC-VILLAINDEF-01..07: the next stage replaces the defeated one; the last one
    defeated wins the game. Rhino's stages share a name, so status cards and
    attachments stay (damage does not carry over, MC-VILLAINDEF-05)."""
    if not s.stages:
        end_game(s, WON, f"{s.name(s.villain)} is defeated")
        return
    old = s.name(s.villain)
    u = s.units[s.villain]
    play_area.set_card(s, s.villain, s.stages.pop(0))
    u.damage = 0
    card = s.card(s.villain)
    if card.name != old:
        u.stunned = u.confused = u.tough = u.counters = 0
        for a in [x for x in s.play if s.units[x].host == s.villain]:
            leave_play(s, a)
    s.say(
        f"{old} is defeated: {card.name} ({card.stage}) is revealed.",
        kind="reveal",
        ids=s.ids(s.villain),
    )
    if "Toughness" in card.keywords and not u.tough:
        u.tough = 1
    fid = s.new_frame(s.order()[0], card=s.villain)
    s.push(("villain-revealed", fid))


def eliminate(s: McState, seat: int) -> None:
    """MC-ELIM-01..08."""
    p = s.players[seat]
    if p.eliminated:
        return
    s.say(f"{s.player_name(seat)} is defeated and eliminated.", kind="defeat", ids=s.ids(seat=seat))
    p.eliminated = True
    alive = s.order(seat)
    if not alive:
        end_game(s, LOST, "every hero is defeated")
        return
    nxt = alive[0]
    if s.first == seat:
        s.first = nxt  # MC-ELIM-02, MC-FIRST-03
    for m in minions(s, seat):
        s.units[m].engaged = nxt  # MC-ELIM-03
    for u in [x for x in s.play if s.units[x].controller == seat or s.units[x].owner == seat]:
        unit = s.units[u]
        if not unit.in_play or ctype(s, u) == "minion":
            continue
        if unit.owner != seat and unit.host < 0 and "Permanent" in s.card(u).keywords:
            leave_play(s, u, "removed")  # MC-KEYWORD-PERMANENT-06, MC-ELIM-04 (DE)
        else:
            leave_play(s, u)  # to its owner's discard pile (MC-ELIM-04)
    for u in s.play:  # their cards under other cards (Highway Robbery) go too (MC-ELIM-05, -06)
        under = s.units[u].under
        if under:
            s.units[u].under = tuple(x for x in under if s.units[x].owner != seat)
            s.removed += [x for x in under if s.units[x].owner == seat]
    for zone in (p.hand, p.deck, p.dealt):
        for u in zone:
            s.removed.append(u)
        zone.clear()
    s.removed.extend(p.discard)
    p.discard.clear()


# --- threat ---------------------------------------------------------------------------


def push_place_threat(s: McState, scheme: int, amount: int, seat: int = -1, report: int = 0) -> int:
    """Place threat on a scheme through the "would be placed" interrupts; the threat
    placed is added to ``placed`` of the frame ``report`` ("for each threat placed this
    way")."""
    fid = s.new_frame(
        seat,
        scheme=scheme,
        amount=amount,
        report=report,
        what=f"{amount} threat onto {s.tag(scheme)}",
    )
    s.push(("threat-place", fid))
    if amount > 0:
        trigger(s, "threat-would-be-placed", fid, "interrupt")
    return fid


@step("threat-place")
def run_threat_place(s: McState, st: Step) -> Decision | None:
    frame = s.frames.pop(st[1])
    scheme = frame["scheme"]
    if frame.get("replaced") or frame["amount"] <= 0 or not s.units[scheme].in_play:
        return None
    s.units[scheme].threat += frame["amount"]
    told = s.frames.get(frame["report"])
    if told is not None:
        told["placed"] = told.get("placed", 0) + frame["amount"]
    s.say(
        f"{frame['amount']} threat is placed on {s.name(scheme)} ({s.units[scheme].threat}).",
        kind="threat",
        ids=s.ids(scheme),
    )
    check_main_scheme(s)
    return None


def check_main_scheme(s: McState) -> None:
    """A main scheme at its target threat is completed (MC-MAINSCHEME-03): the main
    scheme deck advances, and the players lose if it was the last stage (-04)."""
    if "threat" not in s.card(s.main).stats:
        return  # an A side, resolving as the deck advances: no target threat yet
    if s.units[s.main].threat < target_threat(s):
        return
    abilities = s.game.scripts[s.units[s.main].card].abilities
    when = [k for k, ab in enumerate(abilities) if ab.kind == COMPLETED]
    if when:  # MC-WHENCOMPLETED-01: its When Completed abilities resolve first
        if any(f.get("completing") == s.main for f in s.frames.values()):
            return  # already being completed
        fid = s.new_frame(s.first, completing=s.main)
        s.push(("main-completed", fid))
        for k in reversed(when):
            push_ability(s, s.first, s.main, k, False, 0)
        return
    main_completed(s)


@step("main-completed")
def run_main_completed(s: McState, st: Step) -> Decision | None:
    s.frames.pop(st[1], None)
    main_completed(s)
    return None


def main_completed(s: McState) -> None:
    """The main scheme deck advances, or the players lose at its last stage."""
    if not s.mains:
        end_game(s, LOST, f"{s.name(s.main)} is completed")
        return
    s.say(
        f"{s.name(s.main)} is completed: the main scheme deck advances.",
        kind="threat",
        ids=s.ids(s.main),
    )
    advance_main_deck(s)


def advance_main_deck(s: McState) -> None:
    """The main scheme deck advances to its next stage (MC-MAINSCHEME-06..09)."""
    u = s.units[s.main]
    for a in [x for x in s.play if s.units[x].host == s.main]:
        leave_play(s, a)  # MC-MAINSCHEME-06 (DE): its attachments are discarded
    u.threat = 0  # MC-MAINSCHEME-09: no excess carries over; acceleration tokens stay
    nxt = s.mains.pop(0)
    push_main_revealed(s, s.game.pool.by_code[s.cards[nxt].back].index, nxt, advance=True)


def push_main_revealed(s: McState, a_side: int, b_side: int, advance: bool = False) -> None:
    """A main scheme stage comes up: its A side's When Revealed (or Setup), then the B
    side with its starting threat (when advancing, MC-MAINSCHEME-07, -08) and its When
    Revealed."""
    fid = s.new_frame(s.first, card=s.main)
    s.push(("main-side", fid, a_side, False), ("main-side", fid, b_side, advance))


@step("main-side")
def run_main_side(s: McState, st: Step) -> Decision | None:
    from rulebound.games.marvel_champions.dsl import REVEALED

    frame = s.frames[st[1]]
    main, side, place = s.main, st[2], st[3]
    u = s.units[main]
    play_area.set_card(s, main, side)
    card = s.cards[side]
    if place:
        fixed = "base_threat_fixed" in card.flags
        u.threat = per_player(s, card.stats.get("base_threat", 0), fixed)
    if card.stage.endswith("B"):
        s.say(f"The main scheme is now {card.name} ({card.stage}).", kind="reveal", ids=s.ids(main))
    for k, ab in reversed(list(enumerate(s.game.scripts[side].abilities))):
        if ab.kind == REVEALED:
            push_ability(s, frame["seat"], main, k, False, 0)
    if card.stage.endswith("B"):
        s.frames.pop(st[1], None)
    return None


def remove_threat(s: McState, scheme: int, amount: int) -> int:
    """Remove up to ``amount`` threat; a side scheme left with none is defeated."""
    u = s.units[scheme]
    taken = 0 if threat_locked(s, scheme) else min(u.threat, max(0, amount))
    u.threat -= taken
    s.say(
        f"{taken} threat is removed from {s.name(scheme)} ({u.threat} left).",
        kind="threat",
        ids=s.ids(scheme),
    )
    if u.threat == 0 and ctype(s, scheme) in SIDE_SCHEMES:  # MC-PSS-03
        s.push(("scheme-defeated", 0, scheme))
    return taken


@step("scheme-defeated")
def run_scheme_defeated(s: McState, st: Step) -> Decision | None:
    """MC-SIDESCHEME-04, MC-WHENDEFEATED-01: When Defeated, then it is discarded."""
    from rulebound.games.marvel_champions.timing import push_ability

    uid = st[2]
    if not s.units[uid].in_play or s.units[uid].threat > 0:
        return None
    s.say(f"{s.name(uid)} is defeated.", kind="defeat", ids=s.ids(uid))
    s.push(("leave", 0, uid, "defeated"))
    for k, ab in enumerate(s.game.scripts[s.units[uid].card].abilities):
        if ab.kind == DEFEATED:
            push_ability(s, s.order()[0], uid, k, False)
    return None


@step("leave")
def run_leave(s: McState, st: Step) -> Decision | None:
    leave_play(s, st[2], st[3] if len(st) > 3 else "discard")
    return None


def put_side_scheme(s: McState, uid: int, controller: int = -1) -> None:
    """A side scheme enters play with its starting threat (MC-SIDESCHEME-03), which is
    not "placed" (MC-FAQ-CORE-04); a player side scheme stays its player's."""
    card = s.cards[s.units[uid].card]
    enter_play(s, uid, controller)
    base = card.stats.get("base_threat", 0)
    s.units[uid].threat = base if "base_threat_fixed" in card.flags else base * len(s.players)
    s.units[uid].threat += keyword_value(s, uid, "Hinder")  # MC-KEYWORD-HINDER-01
    s.say(
        f"{card.name} enters play with {s.units[uid].threat} threat.", kind="threat", ids=s.ids(uid)
    )
