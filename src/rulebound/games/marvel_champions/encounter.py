"""Encounter cards: revealing them by card type, Surge, obligations, villain stages.

Revealing (MC-REVEAL-02, DE steps): flip the card; apply its card-type rule (a
minion engages the revealing player, an attachment attaches, a side scheme enters
with its starting threat, an obligation goes to its identity's player); resolve its
When Revealed abilities (the "(Hero)"/"(Alter-Ego)" variant for the revealing
player's form); a treachery is then discarded (MC-TREACHERY-03). A card with Surge
(printed or gained) makes the same player reveal the next card afterwards
(MC-KEYWORD-SURGE-01, -02).
"""

from __future__ import annotations

from rulebound.games.marvel_champions.combat import push_activation
from rulebound.games.marvel_champions.damage import push_place_threat, put_side_scheme
from rulebound.games.marvel_champions.dsl import REVEALED
from rulebound.games.marvel_champions.machine import step
from rulebound.games.marvel_champions.model import HERO
from rulebound.games.marvel_champions.rules import (
    check_deck_out,
    deal_encounter_top,
    enter_play,
    form_name,
    has_trait,
    keyword_value,
    minions,
)
from rulebound.games.marvel_champions.state import McState, Step
from rulebound.games.marvel_champions.timing import push_ability, trigger
from rulebound.kernel.decision import Decision

DRONE = "drone"  # the code of the facedown side of a card in play as a Drone minion


# the encounter card types a revealed card is resolved as (MC-REVEAL-03..08)
ENCOUNTER_TYPES = ("obligation", "minion", "attachment", "side_scheme", "environment", "treachery")


def push_reveal(s: McState, seat: int, uid: int, *, from_deck: bool) -> None:
    """Reveal encounter card ``uid`` for ``seat`` (MC-REVEAL-01..10). ``from_deck``: it
    comes from the encounter deck (its top, a search of it, or dealt from it), which
    "when a card is revealed from the encounter deck" abilities ask (Black Widow); a card
    revealed from the discard pile or a set-aside nemesis set does not."""
    fid = s.new_frame(
        seat,
        card=uid,
        from_deck=from_deck,
        surge=bool(s.game.scripts[s.units[uid].card].surge) or "Surge" in s.card(uid).keywords,
        cancel=False,
        peril="Peril" in s.card(uid).keywords,  # MC-KEYWORD-PERIL-01
        what=f"{s.card(uid).name} is revealed",
    )
    s.push(
        ("reveal-start", fid), ("reveal-type", fid), ("reveal-abilities", fid), ("reveal-end", fid)
    )


@step("reveal-start")
def run_reveal_start(s: McState, st: Step) -> Decision | None:
    """The card is revealed; then the "when a card is revealed from the encounter deck"
    interrupts (Black Widow)."""
    frame = s.frames[st[1]]
    card = s.card(frame["card"])
    seat = frame["seat"]
    s.say(
        f"{s.player_name(seat)} reveals {card.name} ({card.type.replace('_', ' ')}).",
        kind="reveal",
        ids=s.ids(frame["card"], seat=seat),
    )
    trigger(s, "card-revealed", st[1], "interrupt")
    return None


def reveal_top(s: McState, seat: int) -> None:
    """Reveal the top card of the encounter deck for ``seat``."""
    uid = deal_encounter_top(s)
    if uid >= 0:
        push_reveal(s, seat, uid, from_deck=True)


def _obligation_seat(s: McState, uid: int) -> int:
    """The player whose identity shares the obligation's set (MC-OBLIGATION-05)."""
    card_set = s.card(uid).set
    for p in s.players:
        if s.cards[p.hero].set == card_set:
            return -1 if p.eliminated else p.seat
    return -2


@step("reveal-type")
def run_reveal_type(s: McState, st: Step) -> Decision | None:
    fid = st[1]
    frame = s.frames[fid]
    uid = frame["card"]
    card = s.card(uid)
    seat = frame["seat"]
    if frame.get("withdrawn"):
        return None  # canceled and discarded as it was revealed (Black Widow)
    if card.type == "obligation":
        owner = _obligation_seat(s, uid)
        if owner < 0:
            # MC-OBLIGATION-06: removed from the game, and 1 more card is revealed.
            s.removed.append(uid)
            frame["cancel"] = True
            frame["surge"] = True
            frame["gone"] = True
            s.say(
                f"{card.name} has no player to go to: it is removed from the game.",
                kind="discard",
                ids=s.ids(uid),
            )
            return None
        frame["seat"] = owner  # that player is considered to have revealed it
        enter_play(s, uid, owner)
    elif card.type == "minion":
        if card.unique and any(s.card(u).name == card.name for u in s.play):
            # MC-UNIQUE-08 (DE): discarded, and the player is dealt a facedown card.
            s.enc_discard.append(uid)
            frame["cancel"] = True
            frame["gone"] = True
            from rulebound.games.marvel_champions.rules import deal_to_player

            deal_to_player(s, seat)
            return None
        put_minion(s, uid, seat)
    elif card.type == "attachment":
        host = attachment_host(s, uid)
        if host < 0:  # nothing it may attach to: it is discarded (Surge still resolves)
            s.enc_discard.append(uid)
            frame["gone"] = True
            s.say(
                f"{card.name} has nothing to attach to and is discarded.",
                kind="discard",
                ids=s.ids(uid),
            )
            return None
        enter_play(s, uid, -1, host=host)
        s.say(f"{card.name} attaches to {s.tag(host)}.", kind="card-played", ids=s.ids(uid, host))
    elif card.type == "side_scheme":
        put_side_scheme(s, uid)
    elif card.type == "environment":
        enter_play(s, uid, -1)
    elif card.type == "treachery":
        trigger(s, "treachery-revealed", fid, "interrupt")
    elif card.type not in ENCOUNTER_TYPES:
        # MC-REVEAL-09 (DE): on the table in front of the revealing player, not in play
        s.players[seat].table.append(uid)
        frame["gone"] = True
        s.say(
            f"{card.name} is not an encounter card: it is put on the table in front of "
            f"{s.player_name(seat)}, not in play.",
            kind="move",
            ids=s.ids(uid, seat=seat),
        )
    return None


def attachment_host(s: McState, uid: int) -> int:
    """Where an encounter attachment goes: the villain ("Attach to the villain", the
    default), or by its script's rule: ``biggest-minion``, the minion with the highest
    printed hit points without another copy of this card (the first player breaks
    ties by taking the first that entered play); any other rule names the card in play
    it attaches to ("Attach to the Ultron Drones environment")."""
    rule = s.game.scripts[s.units[uid].card].attach
    if rule and rule != "biggest-minion":  # a card named by the rule (Ultron Drones)
        return next((u for u in s.play if s.name(u) == rule), -1)
    if rule != "biggest-minion":
        return s.villain
    name = s.name(uid)
    found = [
        m for m in minions(s) if not any(s.name(a) == name for a in s.play if s.units[a].host == m)
    ]
    if not found:
        return -1
    return max(found, key=lambda m: s.card(m).stats.get("health", 0))


def put_minion(s: McState, uid: int, seat: int) -> None:
    """A minion enters play engaged with ``seat`` (MC-MINION-02); Quickstrike attacks
    a hero at once (MC-KEYWORD-QUICKSTRIKE-01); responses to its entering play follow."""
    enter_play(s, uid, -1)
    s.units[uid].engaged = seat
    s.say(
        f"{s.tag(uid)} engages {s.player_name(seat)}.",
        kind="card-played",
        ids=s.ids(uid, seat=seat),
    )
    ev = s.new_frame(seat, card=uid, what=f"{s.tag(uid)} enters play")
    s.push(("drop-frame", ev))
    teamwork = next((k for k in s.card(uid).keywords if k.startswith("Teamwork")), "")
    trait = teamwork[teamwork.find("(") + 1 : teamwork.rfind(")")].strip()
    if trait and any(m != uid and has_trait(s, m, trait) for m in minions(s)):
        # MC-KEYWORD-TEAMWORK-01, -02 (DE): with another minion of that trait in play,
        # the minion that just entered activates against the player it engaged.
        s.say(f"Teamwork ({trait}): {s.tag(uid)} activates.", kind="attack", ids=s.ids(uid))
        push_activation(s, uid, seat, "attack" if s.players[seat].form == HERO else "scheme")
    trigger(s, "enters-play", ev, "response")
    if "Quickstrike" in s.card(uid).keywords and s.players[seat].form == HERO:
        push_activation(s, uid, seat, "attack")


def put_drone(s: McState, seat: int) -> int:
    """ "Put the top card of your deck into play facedown, engaged with you as a Drone
    minion": the card shows its facedown side (a Drone minion without printed values,
    see the Ultron Drones environment) and keeps its own card hidden from every player
    until it leaves play, faceup, for its owner's discard pile (MC-DISCARD-02). An
    emptied deck is then rebuilt (MC-PDECK-02). Returns the card, or -1 if the deck
    has none."""
    p = s.players[seat]
    if p.eliminated or not p.deck:
        return -1
    uid = p.deck.pop()
    u = s.units[uid]
    u.face, u.card = u.card, s.game.pool.by_code[DRONE].index
    s.say(
        f"The top card of {s.player_name(seat)}'s deck comes into play facedown as a Drone.",
        kind="move",
        ids=s.ids(seat=seat),
    )
    put_minion(s, uid, seat)
    check_deck_out(s, seat)
    return uid


@step("reveal-abilities")
def run_reveal_abilities(s: McState, st: Step) -> Decision | None:
    fid = st[1]
    frame = s.frames[fid]
    if frame["cancel"]:
        return None
    uid = frame["card"]
    form = form_name(s, frame["seat"])
    incite = keyword_value(s, uid, "Incite")
    abilities = s.game.scripts[s.units[uid].card].abilities
    for k in range(len(abilities) - 1, -1, -1):  # pushed last first: they run in order
        ab = abilities[k]
        if ab.kind == REVEALED and (not ab.form or ab.form == form):
            push_ability(s, frame["seat"], uid, k, False, fid)
    if incite:  # MC-KEYWORD-INCITE-01: a keyword, before the When Revealed abilities
        push_place_threat(s, s.main, incite, frame["seat"])
    return None


@step("reveal-end")
def run_reveal_end(s: McState, st: Step) -> Decision | None:
    frame = s.frames.pop(st[1])
    uid = frame["card"]
    card = s.card(uid)
    # An obligation discards itself when it is resolved (its own step), not here.
    if card.type == "treachery" and not frame.get("gone"):
        s.enc_discard.append(uid)  # MC-TREACHERY-03
    if frame["surge"] and s.result == 0 and not s.players[frame["seat"]].eliminated:
        s.say("Surge: another encounter card is revealed.", kind="reveal")
        reveal_top(s, frame["seat"])
    return None


@step("villain-revealed")
def run_villain_revealed(s: McState, st: Step) -> Decision | None:
    """A new villain stage's When Revealed abilities (MC-WHENREVEALED-01)."""
    frame = s.frames.pop(st[1])
    uid = frame["card"]
    abilities = s.game.scripts[s.units[uid].card].abilities
    for k in range(len(abilities) - 1, -1, -1):  # pushed last first: they run in order
        ab = abilities[k]
        if ab.kind == REVEALED:
            push_ability(s, frame["seat"], uid, k, False, 0)
    return None
