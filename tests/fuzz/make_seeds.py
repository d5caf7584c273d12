#!/usr/bin/env python3
"""Writes the raw seed inputs of the four fuzz harnesses into OUT/<harness>/.

    python3 tests/fuzz/make_seeds.py build/dev/app/atlasmart-lab OUT

The checked-in corpus (tests/fuzz/corpus) is these seeds minimised with
libFuzzer's -merge=1 (README.md, "Fuzzing"); run this again only to rebuild
it, e.g. after the lesson or session format changed. Session seeds are made
by the lab itself, then copied with a smaller page size (the same session in
fewer bytes) and damaged in the ways a file gets damaged.
"""

import json
import os
import shutil
import sqlite3
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def write(out, name, data):
    os.makedirs(os.path.dirname(os.path.join(out, name)), exist_ok=True)
    if isinstance(data, str):
        data = data.encode()
    with open(os.path.join(out, name), "wb") as f:
        f.write(data)


def dump(value):
    return json.dumps(value, indent=2, ensure_ascii=False) + "\n"


def lesson_seeds(out):
    shipped = {}
    for name in ("chapter10-idempotency", "example-minimal"):
        with open(os.path.join(ROOT, "lessons", name + ".json"), "rb") as f:
            shipped[name] = f.read()
        write(out, "lesson/" + name + ".json", shipped[name])
    ch10 = json.loads(shipped["chapter10-idempotency"])
    questions = {q["scenario"]: q for q in ch10["knowledgeCheck"] if "scenario" in q}
    # Each scenario as a lesson of its own: the whole format in a few KB.
    for scenario in ch10["scenarios"]:
        section = {"id": "s", "title": "S", "markdown": "M", "scenario": scenario["id"]}
        lesson = {key: ch10[key] for key in ("id", "title", "summary", "version", "language")}
        lesson.update(sections=[section], scenarios=[scenario],
                      knowledgeCheck=[questions[scenario["id"]]]
                      if scenario["id"] in questions else [])
        # On one line: a third smaller, and the same lesson to the loader.
        write(out, "lesson/scenario-" + scenario["id"] + ".json",
              json.dumps(lesson, ensure_ascii=False))
    minimal = shipped["example-minimal"].decode()
    # The mistakes a teacher makes, each in the otherwise valid small lesson.
    broken = {
        "missing-comma": minimal.replace('"version": 1,', '"version": 1', 1),
        "trailing-comma": minimal.replace('"autoRelay": false', '"autoRelay": false,', 1),
        "truncated": minimal[: len(minimal) // 2],
        "duplicate-key": minimal.replace('"version": 1,', '"version": 1, "version": 2,', 1),
        "unknown-command": minimal.replace('"deliverNext"', '"deliverNxt"', 1),
        "wrong-type": minimal.replace('"seed": 7', '"seed": "seven"', 1),
        "bad-literal": minimal.replace('"autoRelay": false', '"autoRelay": flase', 1),
        "unicode": minimal.replace("A minimal lesson", "Une leçon — 最小 \\u00e9\\ud83d\\ude00", 1),
    }
    for name, text in broken.items():
        write(out, "lesson/minimal-" + name + ".json", text)
    # Pieces on their own: what a fuzzer recombines into new lessons.
    scenario = json.loads(minimal)["scenarios"][0]
    write(out, "lesson/piece-setup.json", dump(scenario["setup"]))
    write(out, "lesson/piece-steps.json", dump(scenario["steps"]))
    write(out, "lesson/piece-question.json", dump(ch10["knowledgeCheck"][0]))
    for text in ("{}", "[]", "null", '{"id": "x"}', ""):
        write(out, "lesson/tiny-%d.json" % len(text), text)


def event_seeds(out):
    with open(os.path.join(ROOT, "lessons", "chapter10-idempotency.json")) as f:
        ch10 = json.load(f)
    events = []

    def walk(value):
        if isinstance(value, dict):
            for key, item in value.items():
                if key == "event" and isinstance(item, dict) and item not in events:
                    events.append(item)
                walk(item)
        elif isinstance(value, list):
            for item in value:
                walk(item)

    walk(ch10)
    attributes = ("specversion", "source", "id", "type", "subject", "time")
    for i, flat in enumerate(events):
        write(out, "cloudevent/lesson-flat-%d.json" % i, dump(flat))
        envelope = {k: v for k, v in flat.items() if k in attributes}
        envelope.update(specversion="1.0", datacontenttype="application/json",
                        data={k: v for k, v in flat.items() if k not in attributes})
        write(out, "cloudevent/lesson-envelope-%d.json" % i, dump(envelope))
    others = {
        "subject-time": '{"source": "s", "id": "1", "type": "ORDER_CREATED", "subject": '
                        '"orders/o1", "time": "2026-09-16T18:30:00Z", "orderId": "o1"}',
        "attributes-only": '{"source": "s", "id": "1", "type": "T"}',
        "nested": '{"source": "s", "id": "1", "type": "T", "data": {"card": {"last4": "4242"}, '
                  '"tags": ["a", "b"], "refunded": false, "note": null}}',
        "payload-named-like-attributes": '{"source": "s", "id": "evt-1", "type": "ITEM_ADDED", '
                                         '"data": {"orderId": "o1", "id": "line-7", "type": "gift"}}',
        "schema": '{"source": "s", "id": "1", "type": "T", "datacontenttype": "application/json", '
                  '"dataschema": "https://atlasmart.example/schemas/t", "total": 1}',
        "both-forms": '{"source": "s", "id": "1", "type": "T", "orderId": "", '
                      '"data": {"orderId": "o2", "total": 3}, "total": 4}',
        "percent": '{"source": "atlasmart://x y/%", "id": "é|1", "type": "T"}',
        "bad-data-array": '{"source": "s", "id": "e1", "type": "T", "data": [1, 2]}',
        "bad-data-string": '{"source": "s", "id": "e1", "type": "T", "data": "x"}',
        "bad-order-id": '{"source": "s", "id": "e1", "type": "T", "data": {"orderId": true}}',
        "bad-specversion": '{"specversion": "0.3", "source": "s", "id": "e1", "type": "T"}',
        "missing-id": '{"source": "s", "type": "T"}',
        "empty-type": '{"source": "s", "id": "1", "type": ""}',
        "not-object": '[{"source": "s", "id": "1", "type": "T"}]',
        "number": "4200",
    }
    for name, text in others.items():
        write(out, "cloudevent/" + name + ".json", text)


def cli_seeds(out):
    lines = [
        "--headless --chaos --seed 7 --orders 5000 --events 20000",
        "--headless --chaos --retry unlimited --strategy no-dedup --relay-strategy "
        "flag-before-send --duplicates 0.5 --reorders 0.05 --lost-acks 0.02 --crashes 0 "
        "--transients 1 --journal run.jsonl --db run.atlaslab --json",
        "--headless --lesson lessons/chapter10-idempotency.json --scenario ch10-lab-run --json",
        "--list",
        "--validate my-lesson.json",
        "--screenshot lab.png --lesson lessons/example-minimal.json --scenario s --dark",
        "--presenter --db run.atlaslab --seed 18446744073709551615",
        "--headless --check-session run.atlaslab --json",
        "--help",
        "--version",
        "--seed=+1",
        "--headless --chaos --duplicates nan --events -1",
        "--headless --chaos --lesson x.json",
        "--headless",
        "--journal x.jsonl",
        "-h extra",
        "--unknown-option",
    ]
    for i, line in enumerate(lines):
        write(out, "cli/line-%02d.txt" % i, "\n".join(line.split(" ")) + "\n")
    write(out, "cli/nul-separated.txt", b"--headless\0--chaos\0--orders\x0012\0")


def session_seeds(lab, out):
    runs = {
        "chaos-2-3": ["--seed", "7", "--orders", "2", "--events", "3"],
        "chaos-faults": ["--seed", "3", "--orders", "2", "--events", "4", "--strategy",
                         "no-dedup", "--retry", "off", "--crashes", "0.3", "--transients",
                         "0.3", "--lost-acks", "0.3"],
        "chaos-relay": ["--seed", "11", "--orders", "2", "--events", "3", "--retry",
                        "unlimited", "--relay-strategy", "flag-before-send", "--strategy",
                        "marker-before-effect", "--duplicates", "0.5", "--reorders", "0.5"],
    }
    work = tempfile.mkdtemp()
    try:
        made = {}
        for name, args in runs.items():
            path = os.path.join(work, name + ".atlaslab")
            # Exit 1 (an invariant violated, as no-dedup must) still records it.
            done = subprocess.run([lab, "--headless", "--chaos", *args, "--db", path],
                                  stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            if done.returncode not in (0, 1):
                sys.exit("make_seeds.py: the chaos run for %s failed" % name)
            made[name] = path
        # A session the window recorded: a lesson's scenario, command by command.
        path = os.path.join(work, "window.atlaslab")
        subprocess.run([lab, "--screenshot", os.path.join(work, "w.png"), "--db", path,
                        "--lesson", os.path.join(ROOT, "lessons", "example-minimal.json"),
                        "--scenario", "redelivery-is-harmless"], check=True,
                       env=dict(os.environ, QT_QPA_PLATFORM="offscreen"),
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        made["window"] = path
        for name, path in list(made.items()):
            small = os.path.join(work, name + "-p512.atlaslab")
            shutil.copy(path, small)
            db = sqlite3.connect(small)
            db.execute("PRAGMA page_size=512")
            db.execute("VACUUM")
            db.close()
            made[name + "-p512"] = small
        # One session as the lab writes it (4 KiB pages); the rest repacked.
        with open(made["chaos-2-3"], "rb") as f:
            write(out, "session/chaos-2-3.atlaslab", f.read())
        # A session that holds nothing yet: the smallest base for the damage
        # that the lab refuses before it reads any row.
        empty = os.path.join(work, "empty.atlaslab")
        shutil.copy(made["window-p512"], empty)
        db = sqlite3.connect(empty)
        db.executescript("DELETE FROM commands; DELETE FROM journal; DELETE FROM documents;")
        db.commit()
        db.execute("VACUUM")
        db.close()
        made["empty"] = empty

        def variant(name, sql, base="window-p512"):
            path = os.path.join(work, name + ".atlaslab")
            shutil.copy(made[base], path)
            db = sqlite3.connect(path)
            db.executescript(sql)
            db.commit()
            db.close()
            with open(path, "rb") as f:
                write(out, "session/" + name + ".atlaslab", f.read())

        for name in ("chaos-2-3-p512", "chaos-faults-p512", "chaos-relay-p512", "window-p512",
                     "empty"):
            with open(made[name], "rb") as f:
                write(out, "session/" + name + ".atlaslab", f.read())
        # Sessions that open but disagree with their replay, or that the
        # lab refuses: one change each to the small window session.
        variant("document-differs",
                "UPDATE documents SET data = replace(data, 'COMPLETED', 'CANCELLED');")
        variant("document-extra", "INSERT INTO documents VALUES ('orders', 'ord-é', '{}', 1, 2);")
        variant("journal-missing",
                "DELETE FROM journal WHERE seq = (SELECT max(seq) FROM journal);")
        variant("journal-differs", "UPDATE journal SET entry = entry || ' ' WHERE seq = 1;")
        variant("command-gap", "DELETE FROM commands WHERE seq = 2;")
        variant("command-unknown", "UPDATE commands SET name = 'explode' WHERE seq = 3;")
        variant("command-args", "UPDATE commands SET args = '[1]' WHERE seq = 2;")
        variant("command-refused", "UPDATE commands SET args = '{\"message\": \"none\"}' "
                                   "WHERE name = 'duplicate';")
        variant("interrupted-chaos",
                "INSERT INTO commands VALUES (10, 'runChaos', '{\"orders\": 2, \"events\": 4, "
                "\"seed\": 1, \"drain\": false, \"limit\": 2}', 0);")
        variant("blob-document", "UPDATE documents SET data = CAST(data AS BLOB);")
        variant("no-seed", "DELETE FROM session WHERE key = 'seed';", "empty")
        variant("bad-seed", "UPDATE session SET value = '-1' WHERE key = 'seed';", "empty")
        variant("extra-table", "CREATE TABLE extra (x);", "empty")
        variant("trigger", "CREATE TRIGGER t AFTER INSERT ON journal BEGIN SELECT 1; END;",
                "empty")
        variant("missing-table", "DROP TABLE journal;", "empty")
        variant("wrong-columns", "ALTER TABLE session ADD COLUMN extra TEXT;", "empty")
        variant("other-application", "PRAGMA application_id = 1;", "empty")
        variant("older-schema", "PRAGMA user_version = 1;", "empty")
        variant("newer-schema", "PRAGMA user_version = 4;", "empty")
        with open(made["window-p512"], "rb") as f:
            window = f.read()
        write(out, "session/truncated-header.atlaslab", window[:100])
        write(out, "session/truncated-half.atlaslab", window[: len(window) // 2])
        write(out, "session/truncated-page.atlaslab", window[:-512])
        damaged = bytearray(window)
        for at in range(1024, len(damaged), 997):
            damaged[at] ^= 0x5A
        write(out, "session/damaged-pages.atlaslab", bytes(damaged))
        wal = bytearray(window)
        wal[18] = wal[19] = 2  # marked as a WAL database, without its -wal file
        write(out, "session/wal-flag.atlaslab", bytes(wal))
        write(out, "session/not-sqlite.atlaslab", "{\"not\": \"a session\"}\n")
        write(out, "session/empty-file.atlaslab", b"")
    finally:
        shutil.rmtree(work)


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: make_seeds.py ATLASMART_LAB OUT")
    lab, out = os.path.abspath(sys.argv[1]), sys.argv[2]
    lesson_seeds(out)
    event_seeds(out)
    cli_seeds(out)
    session_seeds(lab, out)


if __name__ == "__main__":
    main()
