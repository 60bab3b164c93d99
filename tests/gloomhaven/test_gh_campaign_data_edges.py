"""The campaign's data files at their edges (survivors of the mutation sample of the
campaign modules, docs/mutation-samples/mut-gh3.md): a Personal Quest file that is not
a list of quests, or a requirement that counts nothing the campaign counts, is one clear
error naming the file and the quest."""

from __future__ import annotations

from typing import Any

import pytest

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
