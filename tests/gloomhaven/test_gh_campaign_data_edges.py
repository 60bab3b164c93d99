"""The campaign's data files at their edges (survivors of the mutation sample of the
campaign modules, docs/mutation-samples/mut-gh3.md): a Personal Quest file that is not
a list of quests (or an event file that is not a list of events), or a requirement that
counts nothing the campaign counts, is one clear error naming the file and the quest; a
saved campaign record keeps its fields in the format's order, for the person reading it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from rulebound.games.gloomhaven import campaign_city as city
from rulebound.games.gloomhaven.campaign import campaign_data, load_campaign, save_campaign
from rulebound.games.gloomhaven.events import parse_events
from rulebound.games.gloomhaven.quests import QUESTS, parse_quests
from rulebound.kernel.errors import DataError


def a_quest(counts: str = "gold") -> dict[str, Any]:
    return {
        "number": 900,
        "unlocks": "a class",
        "requirements": [{"text": "Own 200 gold.", "counts": counts, "target": 200}],
    }


def test_a_quest_file_is_read_into_its_quests() -> None:
    (quest,) = parse_quests({"quests": [a_quest()]}, "q.yaml")
    assert (quest.number, quest.unlocks) == (900, "a class")
    assert [(r.counts, r.target) for r in quest.requirements] == [("gold", 200)]
    assert len(QUESTS) > 1 and all(q.requirements for q in QUESTS)


@pytest.mark.parametrize("data", [[], {}, {"quests": 3}, {"quests": {"number": 900}}])
def test_a_quest_file_without_a_list_of_quests_is_a_clear_error(data: Any) -> None:
    with pytest.raises(DataError, match=r"^q\.yaml: expected a map with a list of quests$"):
        parse_quests(data, "q.yaml")


def test_a_requirement_that_counts_nothing_known_is_a_clear_error() -> None:
    with pytest.raises(DataError, match=r"^q\.yaml: quests\[0\]: counts is one of gold, "):
        parse_quests({"quests": [a_quest("friends")]}, "q.yaml")


@pytest.mark.parametrize("data", [[], {}, {"events": 3}, {"events": {"deck": "road"}}])
def test_an_event_file_without_a_list_of_events_is_a_clear_error(data: Any) -> None:
    with pytest.raises(DataError, match=r"^e\.yaml: expected a map with a list of events$"):
        parse_events(data, "e.yaml")


def test_a_saved_record_keeps_the_formats_order(tmp_path: Path) -> None:
    c = city.create_character(city.new_campaign("S", seed=2), "brute", "Grom", player="Ann")
    path = tmp_path / "record.yaml"
    save_campaign(c.record, path)
    saved = yaml.safe_load(path.read_text(encoding="utf-8"))
    data = campaign_data(c.record)
    assert list(saved) == list(data)  # unlocked first, the characters near the end
    assert list(saved["characters"][0]) == list(data["characters"][0])  # class first
    assert load_campaign(path) == c.record
