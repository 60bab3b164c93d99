"""Queries and plain state changes shared by the rules modules (no decisions here).

Values (ATK, THW, DEF, SCH, hit points, hand size) are recomputed from the printed
base with every active modifier each time they are read (MC-MODIFIER-01): constant
abilities of cards in play and lasting effects. Zone moves keep ``Unit.in_play`` and
the state's lists in step, and run the deck-out rules.
"""

from __future__ import annotations

from rulebound.games.marvel_champions import play_area
from rulebound.games.marvel_champions.card_types import attachment_applies
from rulebound.games.marvel_champions.cards import Card
from rulebound.games.marvel_champions.model import ALTER, HERO, VILLAIN_AREA, Unit
from rulebound.games.marvel_champions.state import LOST, WON, McState
from rulebound.games.marvel_champions.wording import scaled

PLAYER_TYPES = ("ally", "support", "upgrade")
IDENTITY_TYPES = ("hero", "alter_ego")
ENEMY_TYPES = ("villain", "minion")
SIDE_SCHEMES = ("side_scheme", "player_side_scheme")  # MC-PSS-04: both are side schemes
ALLY_LIMIT = 3  # MC-ALLYLIMIT-01


def ctype(s: McState, uid: int) -> str:
    """The card type of the card ``uid`` shows now."""
    return s.cards[s.units[uid].card].type


def end_game(s: McState, result: int, reason: str) -> None:
    """End the game (``result``: WON or LOST) unless it is already over."""
    if s.result == 0:
        s.result = result
        s.reason = reason
        s.say(("The players win: " if result == WON else "The players lose: ") + reason, kind="win")


# --- who is where ------------------------------------------------------------------------


def identity(s: McState, seat: int) -> int:
    """The seat's identity card."""
    return s.players[seat].identity


def allies(s: McState, seat: int) -> list[int]:
    """The allies the seat controls."""
    units = s.units
    return [u for u in s.by_type.get("ally", ()) if units[u].controller == seat]


def controlled(s: McState, seat: int) -> list[int]:
    """Allies, supports and upgrades the seat controls (MC-UPGRADE-05)."""
    units, cards = s.units, s.cards
    return [
        u
        for u in s.play
        if units[u].controller == seat and cards[units[u].card].type in PLAYER_TYPES
    ]


def minions(s: McState, seat: int | None = None) -> list[int]:
    """Minions in play (engaged with ``seat``, if given)."""
    found = s.by_type.get("minion", ())
    if seat is None:
        return list(found)
    units = s.units
    return [u for u in found if units[u].engaged == seat]


def enemies(s: McState) -> list[int]:
    """The villain and every minion (MC-ENEMY-01)."""
    return [s.villain, *minions(s)]


def side_schemes(s: McState) -> list[int]:
    """Side schemes in play."""
    return play_area.of_type(s, *SIDE_SCHEMES)


def schemes(s: McState) -> list[int]:
    """The main scheme and the side schemes."""
    return [s.main, *side_schemes(s)]


def attachments(s: McState, host: int) -> list[int]:
    """Cards attached to ``host`` (attachments and upgrades)."""
    return [u for u in s.play if s.units[u].host == host]


def heroes(s: McState) -> list[int]:
    """Identities in hero form ("each hero")."""
    return [p.identity for p in s.players if not p.eliminated and p.form == HERO]


def friendly_characters(s: McState, seat: int | None = None) -> list[int]:
    """Identities and allies of the players still in the game (of ``seat``, if given)."""
    out = []
    for p in s.players:
        if p.eliminated or (seat is not None and p.seat != seat):
            continue
        out.append(p.identity)
        out += allies(s, p.seat)
    return out


def seat_of_identity(s: McState, uid: int) -> int:
    """The seat whose identity card ``uid`` is (-1 if none)."""
    for p in s.players:
        if p.identity == uid:
            return p.seat
    return -1


def is_identity(s: McState, uid: int) -> bool:
    """Is ``uid`` an identity card (either side)?"""
    return ctype(s, uid) in ("hero", "alter_ego")


def blank(s: McState, uid: int) -> bool:
    """Is the text box of ``uid`` blank: its printed abilities, valued keywords and
    icons inactive, what other cards give it kept (MC-TEXTBOX-01, -02)?"""
    return any(e[0] == "blank" and e[2] == uid for e in s.effects)


def text_boxes(s: McState) -> list[int]:
    """The cards in play whose text boxes (with their icons) are active."""
    return [u for u in s.play if not blank(s, u)] if s.effects else s.play


def crisis(s: McState) -> bool:
    """A crisis icon in play: player cards cannot remove threat from the main scheme."""
    return any(s.cards[s.units[u].card].stats.get("scheme_crisis", 0) for u in text_boxes(s))


def hazards(s: McState) -> int:
    """Hazard icons in play (MC-HAZARD-01)."""
    return sum(s.cards[s.units[u].card].stats.get("scheme_hazard", 0) for u in text_boxes(s))


def amplify_icons(s: McState) -> int:
    """Amplify icons in play (MC-AMPLIFY-01)."""
    return sum(s.cards[s.units[u].card].stats.get("scheme_amplify", 0) for u in text_boxes(s))


def acceleration_icons(s: McState) -> int:
    """Acceleration icons in play (MC-ACCELICON-01)."""
    return sum(s.cards[s.units[u].card].stats.get("scheme_acceleration", 0) for u in text_boxes(s))


def guarded(s: McState, seat: int) -> bool:
    """A Guard minion engaged with the seat: its cards cannot attack the villain."""
    return any("Guard" in s.card(u).keywords for u in minions(s, seat))


def attackable(s: McState, seat: int) -> list[int]:
    """Enemies the seat's cards may attack (Guard, MC-KEYWORD-GUARD-01)."""
    targets = minions(s)
    if not guarded(s, seat):
        targets = [s.villain, *targets]
    if s.game.cannot_be:  # "cannot be attacked" (MC-TARGET-08)
        return [u for u in targets if "attacked" not in s.game.cannot_be.get(s.units[u].card, ())]
    return targets


def can_be_readied(s: McState, uid: int) -> bool:
    """No attachment on ``uid`` says it cannot be readied (MC-TARGET-07)."""
    held = s.game.holds_exhausted
    return not held or uid not in held_exhausted(s)


def held_exhausted(s: McState) -> set[int]:
    """The cards an attachment holds exhausted (MC-TARGET-07): its host."""
    units = s.units
    return {units[a].host for a in play_area.showing(s, s.game.holds_exhausted)}


def thwartable(s: McState, seat: int = -1, thwart: bool = False) -> list[int]:
    """Schemes with threat the players may remove threat from (MC-THWART-03,
    MC-CRISIS-01); a thwart by ``seat`` skips the main scheme while a Patrol minion
    is engaged with it (MC-KEYWORD-PATROL-01)."""
    out = [u for u in side_schemes(s) if s.units[u].threat > 0 and not threat_locked(s, u)]
    patrol = thwart and seat >= 0 and any("Patrol" in s.card(m).keywords for m in minions(s, seat))
    main = s.main
    if s.units[main].threat > 0 and not crisis(s) and not patrol and not threat_locked(s, main):
        out.insert(0, main)
    if thwart and s.game.cannot_be:  # "cannot be thwarted" (MC-TARGET-08)
        return [u for u in out if "thwarted" not in s.game.cannot_be.get(s.units[u].card, ())]
    return out


def any_thwartable(s: McState, seat: int = -1, thwart: bool = False) -> bool:
    """``bool(thwartable(s, seat, thwart))``, without building the list: a side scheme
    with threat ends the search, and the main scheme's crisis and Patrol checks (each a
    pass over the play area) are made only when no side scheme qualifies. Asked for
    every turn's options and by the Actions that need a scheme to thwart."""
    if thwart and s.game.cannot_be:
        return bool(thwartable(s, seat, thwart))
    units = s.units
    for u in play_area.of_type(s, *SIDE_SCHEMES):
        if units[u].threat > 0 and not threat_locked(s, u):
            return True
    main = s.main
    return (
        units[main].threat > 0
        and not threat_locked(s, main)
        and not crisis(s)
        and not (
            thwart and seat >= 0 and any("Patrol" in s.card(m).keywords for m in minions(s, seat))
        )
    )


def threat_locked(s: McState, scheme: int) -> bool:
    """ "Threat cannot be removed from this scheme": it is no target of a removal."""
    return bool(s.game.scripts[s.units[scheme].card].extra.get("threat_locked"))


def keywords_of(s: McState, uid: int) -> tuple[str, ...]:
    """Printed keywords and those the attachments on it give (Concussion Blasters)."""
    keywords = s.card(uid).keywords
    if s.effects and blank(s, uid):
        keywords = ()  # the printed ones; those given by attachments stay
    grants = s.game.grants
    if grants and not s.by_card.keys().isdisjoint(grants.keys()):  # one in play: seldom
        for a in play_area.showing(s, grants):
            if s.units[a].host == uid:
                keywords = (*keywords, *grants[s.units[a].card])
    return keywords


def keyword_value(s: McState, uid: int, name: str) -> int:
    """X of a printed or given "Name X" keyword (Retaliate 1, Incite 2), 0 without it;
    several instances add up (MC-KEYWORD-GEN-02)."""
    if s.effects and any(e[0] == "lose:" + name and e[2] == uid for e in s.effects):
        return 0  # lost: not gained again while the loss lasts (MC-LOSE-01)
    keywords = keywords_of(s, uid)
    total = 0
    for k in keywords:
        parts = k.split(" ")
        if parts[0] == name and len(parts) > 1 and parts[1].isdigit():
            total += int(parts[1])
    return total


# --- values ---------------------------------------------------------------------------


def modifiers(s: McState, stat: str, uid: int) -> int:
    """The total of the constant modifiers and lasting effects on ``stat`` of ``uid``."""
    total = 0
    mods = s.game.stat_mods.get(stat)
    units = s.units
    # some card of the game modifies this stat, and one is in play
    if mods and not s.by_card.keys().isdisjoint(mods.keys()):
        twins = s.game.twins
        for src in play_area.showing(s, mods):
            fns = mods[units[src].card]
            if not (s.effects and blank(s, src)):
                if twins and not attachment_applies(s, src):
                    continue  # MC-CARDTYPE-05: its host is no longer of its type
                for fn in fns:
                    total += fn(s, src, uid)
    if not s.effects:
        return total
    controller = units[uid].controller
    for st, scope, target, amount, _ in s.effects:
        if st == stat and (
            (scope == "unit" and target == uid)
            or (scope == "player" and target == controller and controller >= 0)
        ):
            total += amount if isinstance(amount, int) else amount(s)
    return total


def stat(s: McState, uid: int, name: str) -> int:
    """A character's current ATK/THW/DEF/SCH/REC, never below 0 (MC-MODIFIER-05)."""
    card = s.cards[s.units[uid].card]
    if name not in card.stats:
        return 0  # no such value: modifiers are ignored (MC-ATTACHMENT-04, MC-DASH-02)
    base = card.stats[name]
    if name in ("attack", "scheme"):
        units, cards = s.units, s.cards
        for a in s.by_type.get("attachment", ()):  # the attachments on it (the index)
            unit = units[a]
            if unit.host == uid:
                base += cards[unit.card].stats.get(name, 0)
    value = base + modifiers(s, name, uid)
    if s.effects:  # doubled, halved or set (MC-MODIFIER-03, -04)
        value = scaled(s, name, uid, value)
    return max(0, value)


def stats(s: McState, uid: int, names: tuple[str, ...]) -> list[int]:
    """``[stat(s, uid, name) for name in names]``, in one pass over the cards in play
    when no lasting effect is in force (the observation encoders ask for several values
    of one character at every decision; lasting effects, rare, go through ``stat``)."""
    if s.effects:  # blanked text boxes, doubled or set values: stat() knows them all
        return [stat(s, uid, name) for name in names]
    printed = s.cards[s.units[uid].card].stats
    totals = {name: printed[name] for name in names if name in printed}
    if totals:
        units, cards, g = s.units, s.cards, s.game
        stat_cards, scripts = g.stat_cards, g.scripts
        for src in s.play:
            unit = units[src]
            index = unit.card
            if unit.host == uid:  # an attachment on it adds to ATK and SCH
                acard = cards[index]
                if acard.type == "attachment":
                    for name in ("attack", "scheme"):
                        if name in totals:
                            totals[name] += acard.stats.get(name, 0)
            if index in stat_cards:
                if g.twins and not attachment_applies(s, src):
                    continue  # MC-CARDTYPE-05, as in modifiers()
                for name, fn in scripts[index].stats:
                    if name in totals:
                        totals[name] += fn(s, src, uid)
    return [max(0, totals[name]) if name in totals else 0 for name in names]


def damage_immune(s: McState, target: int, source: int) -> bool:
    """Can ``target`` not take damage from the card ``source`` ("cannot take damage from
    Black Panther upgrades", Killmonger)?"""
    if source < 0:
        return False
    trait = s.game.scripts[s.units[target].card].extra.get("immune_to")
    return bool(trait) and ctype(s, source) == "upgrade" and trait in s.card(source).traits


def has_trait(s: McState, uid: int, trait: str) -> bool:
    """Printed or gained trait (Cosmic Flight gives its hero Aerial, MC-GAIN-01)."""
    card = s.cards[s.units[uid].card]
    if trait in card.traits:
        return True
    if card.type == "hero":  # an identity, hero side
        seat = seat_of_identity(s, uid)
        if s.effects and any(e[0] == "trait:" + trait and e[2] == seat for e in s.effects):
            return True  # gained until the end of the phase (Rocket Boots)
        if s.by_card.keys().isdisjoint(s.game.trait_cards):
            return False  # no card in play gives a trait: most often, without the scan
        return any(trait in s.game.scripts[s.units[u].card].traits for u in controlled(s, seat))
    return False


INFINITE_HP = 1_000_000  # more than any damage dealt: "never reduced to 0" (MC-HP-09)


def max_hp(s: McState, uid: int) -> int:
    """Maximum hit points, per player for the villain (MC-PERPLAYER-01)."""
    card = s.card(uid)
    if "health_infinite" in card.flags:
        return INFINITE_HP
    hp = card.stats.get("health", 0)
    if "health_per_hero" in card.flags:
        hp *= len(s.players)  # MC-PERPLAYER-02: players who started
    if s.game.health_mods:
        hp += modifiers(s, "health", uid)
    return hp


def remaining_hp(s: McState, uid: int) -> int:
    """Maximum hit points minus damage (MC-REMHP-02)."""
    return max_hp(s, uid) - s.units[uid].damage


def hand_size(s: McState, seat: int) -> int:
    """The hand size of the seat's current form."""
    p = s.players[seat]
    printed = s.cards[p.hero if p.form == HERO else p.alter].stats.get("hand_size", 0)
    if s.game.hand_mods:
        printed += modifiers(s, "hand_size", p.identity)
    return printed


def limit_key(s: McState, uid: int, k: int) -> tuple[int, int, int]:
    """What a "Limit X per round" counts against: this ability of this card instance
    (MC-LIMIT-01). The card index is part of the key because an identity is one card
    instance with two sides, each with its own abilities (Commander and Rechannel)."""
    return (uid, s.units[uid].card, k)


def ally_limit(s: McState, seat: int) -> int:
    """3 plus any raise (The Triskelion)."""
    return ALLY_LIMIT + sum(s.game.scripts[s.units[u].card].ally_limit for u in controlled(s, seat))


def per_player(s: McState, value: int, fixed: bool) -> int:
    """A value with the per-player icon unless ``fixed`` (MC-PERPLAYER-01)."""
    return value if fixed else value * len(s.players)


def target_threat(s: McState) -> int:
    """The main scheme's target threat (MC-TARGETTHREAT-01)."""
    card = s.card(s.main)
    return per_player(s, card.stats.get("threat", 0), "threat_fixed" in card.flags)


def stunned(s: McState, uid: int) -> bool:
    """Is the character stunned (two cards with Steady, MC-STUN-02)?"""
    return s.units[uid].stunned >= (2 if "Steady" in s.card(uid).keywords else 1)


def confused(s: McState, uid: int) -> bool:
    """Is the character confused (two cards with Steady, MC-CONFUSE-02)?"""
    return s.units[uid].confused >= (2 if "Steady" in s.card(uid).keywords else 1)


# --- moving cards -----------------------------------------------------------------------


def deal_encounter_top(s: McState) -> int:
    """Take the top encounter card; an emptied deck is reset at once with an
    acceleration token (MC-ENCDECK-02). Returns -1 if there is no card at all."""
    if not s.enc_deck:
        reset_encounter_deck(s)
        if not s.enc_deck:
            return -1
    uid = s.enc_deck.pop()
    if not s.enc_deck:
        reset_encounter_deck(s)
    return uid


def discard_encounter_top(s: McState) -> int:
    """Discard the top encounter card; returns it, or -1 if there is no card at all.
    The card reaches the discard pile before an emptied deck is reset, so the last
    card is shuffled into the new deck (MC-ENCDECK-02, -03)."""
    if not s.enc_deck:
        reset_encounter_deck(s)
        if not s.enc_deck:
            return -1
    uid = s.enc_deck.pop()
    s.enc_discard.append(uid)
    if not s.enc_deck:
        reset_encounter_deck(s)
    return uid


def reset_encounter_deck(s: McState) -> None:
    """Shuffle the discard pile into a new encounter deck and add an acceleration token."""
    if not s.enc_discard:
        # MC-ENCDECK-04: nothing left to shuffle: the acceleration loop loses the game.
        end_game(s, LOST, "the encounter deck and its discard pile are both empty")
        return
    s.enc_deck = s.enc_discard
    s.enc_discard = []
    s.enc_reshuffled = tuple(sorted(s.enc_deck))
    s.rng.shuffle(s.enc_deck)
    s.accel += 1
    s.say(
        "The encounter deck ran out: it is reshuffled and an acceleration token is added.",
        kind="shuffle",
    )


def deal_to_player(s: McState, seat: int) -> None:
    """Deal the seat a facedown encounter card (MC-DEAL-02)."""
    uid = deal_encounter_top(s)
    if uid >= 0:
        s.players[seat].dealt.append(uid)
        s.say(
            f"{s.player_name(seat)} is dealt a facedown encounter card.",
            kind="draw",
            ids=s.ids(seat=seat),
        )


def draw(s: McState, seat: int, count: int, *, up_to_hand_size: bool = False) -> int:
    """Draw one card at a time (MC-DRAW-01); returns how many were drawn. With
    ``up_to_hand_size``, draw until the hand holds the hand size (MC-HANDSIZE-02: an
    obligation drawn does not count, so the player draws on) or the deck is empty.

    The log tells every seat how many cards went to the hand, then the drawing player
    alone which ones, in one line (a line per card read as twice the draws)."""
    p = s.players[seat]
    drawn = 0
    to_hand: list[int] = []
    while p.deck and (len(p.hand) < hand_size(s, seat) if up_to_hand_size else drawn < count):
        uid = p.deck.pop()
        drawn += 1
        if s.cards[s.units[uid].card].type == "obligation":
            # MC-OBLIGATION-09: into play in the player's area, not into the hand (no
            # replacement, unless drawing up to hand size, which draws on)
            enter_play(s, uid, seat)
            s.say(
                f"{s.player_name(seat)} draws {s.name(uid)}, an obligation: it goes into play.",
                kind="draw",
                ids=s.ids(uid, seat=seat),
            )
            check_deck_out(s, seat)
            continue
        p.hand.append(uid)
        to_hand.append(uid)
        if not p.deck:  # check_deck_out's own first test, without the call per card
            check_deck_out(s, seat)
    if to_hand and s.events is not None:  # a clone keeps no log: no names to build
        who = s.player_name(seat)
        n = len(to_hand)
        s.say(f"{who} draws {n} card{'' if n == 1 else 's'}.", kind="draw", ids=s.ids(seat=seat))
        names = [s.name(uid) for uid in to_hand]
        listed = names[0] if n == 1 else ", ".join(names[:-1]) + " and " + names[-1]
        s.say(f"{who} draws {listed}.", seat, kind="draw", ids=s.ids(*to_hand, seat=seat))
    return drawn


def check_deck_out(s: McState, seat: int) -> None:
    """MC-PDECK-02, -04: an empty deck is rebuilt from the discard pile (once it has a
    card) and the player is dealt an encounter card."""
    p = s.players[seat]
    if p.deck or not p.discard or p.eliminated:
        return
    p.deck = p.discard
    p.discard = []
    p.reshuffled = tuple(sorted(p.deck))
    s.rng.shuffle(p.deck)
    s.say(f"{s.player_name(seat)} reshuffles their discard pile into a new deck.", kind="shuffle")
    deal_to_player(s, seat)


def discard_from_hand(s: McState, seat: int, uid: int) -> None:
    """Discard a card from the seat's hand (then check for a deck out)."""
    p = s.players[seat]
    p.hand.remove(uid)
    p.discard.append(uid)
    s.say(
        f"{s.player_name(seat)} discards {s.name(uid)}.", kind="discard", ids=s.ids(uid, seat=seat)
    )
    check_deck_out(s, seat)


def to_discard(s: McState, uid: int) -> None:
    """Put an out-of-play card on its owner's discard pile (MC-DISCARD-02)."""
    owner = s.units[uid].owner
    if owner == VILLAIN_AREA:
        s.enc_discard.append(uid)
    elif s.players[owner].eliminated:
        s.removed.append(uid)  # MC-ELIM-04: a facedown Drone of an eliminated player
    else:
        s.players[owner].discard.append(uid)
        check_deck_out(s, owner)


def enter_play(s: McState, uid: int, controller: int, host: int = -1) -> None:
    """Put a card into play under ``controller`` (attached to ``host``), with its counters
    and tough card."""
    u = s.units[uid]
    card = s.cards[u.card]
    if card.back and MODE_SIDES & card.flags:
        card = _mode_side(s, u, card)
    u.in_play = True
    u.controller = controller
    u.host = host
    u.exhausted = False
    play_area.put(s, uid)
    sc = s.game.scripts[card.index]
    if sc.uses:
        u.counters = sc.uses  # MC-KEYWORD-USES-01
    if "Toughness" in card.keywords:
        u.tough = 1  # MC-KEYWORD-TOUGHNESS-01
    if host >= 0 and "Stalwart" in s.game.grants.get(u.card, ()):
        # MC-KEYWORD-STALWART-02: a character gaining Stalwart loses its stunned and
        # confused status cards.
        s.units[host].stunned = s.units[host].confused = 0


MODE_SIDES = frozenset({"standard_side", "expert_side"})


def _mode_side(s: McState, u: Unit, card: Card) -> Card:
    """MC-DOUBLESIDED-03, MC-MODE-DOUBLESIDED-01: a card with "Standard Mode Only" and
    "Expert Mode Only" sides enters play on the side of the mode being played."""
    wanted = "expert_side" if s.game.params["expert"] else "standard_side"
    if wanted not in card.flags:
        card = s.game.pool.by_code[card.back]
        u.card = card.index
    return card


def leave_play(s: McState, uid: int, to: str = "discard") -> None:
    """Discard (``to="defeated"``: defeated, ``"removed"``: removed from the game,
    ``"victory"``: to the victory display, ``"hand"``: to its owner's hand) a card from
    play with everything on it (MC-LEAVE-03)."""
    u = s.units[uid]
    if not u.in_play:
        return
    stays = []
    for a in attachments(s, uid):
        if "Permanent" in s.cards[s.units[a].card].keywords:
            stays.append(a)  # it attaches again, once this card is gone
            continue
        # MC-KEYWORD-VICTORY-03: an attachment or upgrade with Victory X goes to the
        # victory display when the card it is attached to is defeated.
        leave_play(s, a, "defeated" if to == "defeated" else "discard")
    for b in (*u.boosts, *u.under):
        to_discard(s, b)
    if s.game.scripts[u.card].ally_limit and u.controller >= 0:
        # a lower ally limit is checked at once (MC-ALLYLIMIT-02): The Triskelion leaving
        s.push(("ally-limit", 0, u.controller))
    if u.card in s.game.stat_cards and any(n == "health" for n, _ in s.game.scripts[u.card].stats):
        s.push(("hit-points-check", 0))  # its hit point bonus ends (MC-FAQ-CORE-13)
    # named while still in play, so the line matches the earlier ones ("Drone (2)")
    tag = s.tag(uid) if u.face >= 0 else ""
    play_area.take(s, uid)
    if s.accel_on and uid in s.accel_on:  # MC-ACCELTOKEN-05: removed from the game
        n = s.accel_on.pop(uid)
        s.say(f"{n} acceleration token{'' if n == 1 else 's'} on {s.name(uid)} removed.")
    s.effects = [e for e in s.effects if not (e[1] == "unit" and e[2] == uid)]
    if u.face >= 0:  # a facedown Drone is turned faceup: every player now sees it
        face = s.cards[u.face].name
        s.say(f"{tag} leaves play and is turned faceup: it is {face}.", kind="reveal")
    if s.game.twins:
        u.card = s.game.twins.get(u.card, u.card)  # its own type again (card_types.py)
    u.reset()
    victory = to == "victory" or (to == "defeated" and keyword_value(s, uid, "Victory"))
    if to == "removed":
        s.removed.append(uid)
    elif s.cards[u.card].back and not victory and s.cards[u.card].type not in IDENTITY_TYPES:
        # MC-DOUBLESIDED-02: a double-sided card goes to no out-of-play area but the
        # victory display: it is removed from the game instead (an identity leaves play
        # only as its player is eliminated, and is removed then anyway, MC-ELIM-04).
        s.say(f"{s.name(uid)} is double-sided: it is removed from the game.", kind="discard")
        s.removed.append(uid)
    elif to == "hand":  # swapped with a card in its owner's hand (MC-SWAP-04)
        s.players[u.owner].hand.append(uid)
    elif victory:
        s.victory.append(uid)  # MC-KEYWORD-VICTORY-02, -04
    else:
        to_discard(s, uid)
    if stays:
        from rulebound.games.marvel_champions.permanent import reattach

        for a in stays:
            reattach(s, a)


def can_take_status(s: McState, uid: int, status: str) -> bool:
    """May the character be given this status card now? One of each type, two
    stunned or confused with Steady (MC-STATUS-02); none with Stalwart."""
    keywords = keywords_of(s, uid)
    if "Stalwart" in keywords and status != "tough":
        return False
    cap = 2 if "Steady" in keywords and status != "tough" else 1
    return bool(getattr(s.units[uid], status) < cap)


def give_status(s: McState, uid: int, status: str) -> bool:
    """Give a status card; a character holds one of each type (two with Steady)."""
    if not can_take_status(s, uid, status):
        return False
    u = s.units[uid]
    setattr(u, status, getattr(u, status) + 1)
    s.say(f"{s.name(uid)} is {status}.", kind="status", ids=s.ids(uid))
    held = stunned(s, uid) if status == "stunned" else confused(s, uid)
    vulnerable = "Vulnerable" in s.card(uid).keywords and ctype(s, uid) != "villain"
    if status != "tough" and held and vulnerable:
        # MC-KEYWORD-VULNERABLE-01, -03: discarded as soon as it is stunned or confused
        # (with Steady, once it holds two such cards).
        s.say(f"{s.name(uid)} is Vulnerable and is discarded.", kind="discard", ids=s.ids(uid))
        leave_play(s, uid)
    return True


def team_up_ok(s: McState, uid: int) -> bool:
    """MC-KEYWORD-TEAMUP-02, -03: a Team-Up card is played only while both characters
    it lists are friendly characters in play (an ally matches by name or subtitle)."""
    if s.units[uid].card not in s.game.team_up:  # most cards: no keyword to read
        return True
    keyword = s.card(uid).keyword("Team-Up")
    if keyword is None:
        return True
    listed = [n.strip() for n in keyword[keyword.find("(") + 1 : keyword.rfind(")")].split(" and ")]
    present = set()
    for u in friendly_characters(s):
        present |= {s.card(u).name, s.card(u).subname}
    return all(name in present for name in listed if name)


def permanent_against(s: McState, uid: int, source_set: str) -> bool:
    """MC-KEYWORD-PERMANENT-01, -04: a Permanent card cannot be made to leave play by a
    card of another set, so it is not a valid target of such an effect."""
    card = s.card(uid)
    return "Permanent" in card.keywords and card.set != source_set


def discard_spent(s: McState, uid: int) -> None:
    """MC-KEYWORD-USES-03: a Uses card without counters is discarded; with Victory X it
    goes to the victory display instead (MC-KEYWORD-VICTORY-04)."""
    leave_play(s, uid, "victory" if keyword_value(s, uid, "Victory") else "discard")


def heal(s: McState, uid: int, amount: int) -> int:
    """Heal up to ``amount`` damage (never above maximum, MC-HEAL-02)."""
    u = s.units[uid]
    healed = min(u.damage, max(0, amount))
    u.damage -= healed
    if healed:
        s.say(f"{s.name(uid)} heals {healed} damage.", kind="heal", ids=s.ids(uid))
    return healed


def form_name(s: McState, seat: int) -> str:
    """``hero`` or ``alter-ego``."""
    return "hero" if s.players[seat].form == HERO else "alter-ego"


def change_form(s: McState, seat: int) -> None:
    """A player changes form (the turn's change, or a card's "change your form"), then
    the "after you change form" responses (She-Hulk)."""
    flip(s, seat)
    if "changed-form" in s.game.trigger_index:
        from rulebound.games.marvel_champions.timing import trigger

        fid = s.new_frame(seat, what=f"{s.player_name(seat)} changes form")
        s.push(("drop-frame", fid))
        trigger(s, "changed-form", fid, "response")


def flip(s: McState, seat: int) -> None:
    """Change form: only the form changes (MC-FORM-03)."""
    p = s.players[seat]
    p.form = ALTER if p.form == HERO else HERO
    play_area.set_card(s, p.identity, p.hero if p.form == HERO else p.alter)
    s.say(
        f"{s.player_name(seat)} changes to {s.name(p.identity)} ({form_name(s, seat)}).",
        kind="status",
        ids=s.ids(seat=seat),
    )
