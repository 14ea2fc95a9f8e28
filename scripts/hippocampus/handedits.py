"""Hand edits: what a person changed in the memory folders since the index was written,
taken into a transaction. Every decision about a file found by hand is made here.

A full scan lists each domain folder (one lstat per file) and reads only files whose
stamp differs from the one the catalog verified: the same bytes (touched) are verified
again, other bytes are a hand edit (text, category, keywords, source, domain; a changed
``importance`` is logged as set by hand). A file no memory claims is a memory moved or
renamed by hand, an archived one moved back (it keeps its id and its logged scores), an
editor re-saving a file adopted in the last day under its old name (taken as an edit),
or a new memory. A memory whose file is gone is forgotten (a copy is written to the
archive unless the person moved the file there). A file that cannot be read or parsed is
reported and never overwritten; its memory keeps its indexed version. ``rebuild`` is the
same adoption for every file, with scores folded from the logs: the index from the truth.
"""

from __future__ import annotations

import stat
from dataclasses import dataclass
from itertools import chain

import orjson

from hippocampus import memory_file, records, scoring, uselog
from hippocampus.errors import InvalidInput
from hippocampus.files import FileStamp, NotPlain, content_hash
from hippocampus.layout import DOMAINS
from hippocampus.text import extract_keywords, normalize_content


@dataclass
class Listing:
    """A memory folder as one scan saw it."""

    stamp: tuple[int, int, int, int]
    files: dict[str, tuple[int, int, int, int]]  # name -> stamp row of each visible .md regular file
    others: dict[str, tuple[int, int, int, int]]  # every other name (links, hidden, unreadable)


def _is_memory_name(name: str) -> bool:
    if name.startswith(".") or not name.endswith(".md"):
        return False
    try:
        name.encode("utf-8")
    except UnicodeEncodeError:  # undecodable bytes in the name
        return False
    return True


class HandEdits:
    """The hand-edit half of a Transaction (mixed in; it uses the transaction's state)."""

    # -------------------------------------------------------------- hand edits
    def _list(self, folder: str) -> Listing | None:
        """List a memory folder; None (noted) when it is missing or not a plain folder."""
        kind = self.folder.kind(folder)
        if kind is None:
            return None
        if kind != "folder":
            self.store.note(
                f"ignored {self.folder.path(folder)}: not a plain folder (a link or a file); its memories are kept as indexed"
            )
            self.unlistable.add(folder)
            return None
        try:
            own, rows = self.folder.rows(folder)
        except (OSError, NotPlain) as exc:
            self.store.note(
                f"could not list {self.folder.path(folder)} ({getattr(exc, 'strerror', None) or exc}); its memories are kept as indexed"
            )
            self.unlistable.add(folder)
            return None
        files, others = {}, {}
        for name, mode, row in rows:
            regular = stat.S_ISREG(mode)
            if regular and _is_memory_name(name):
                files[name] = row
                continue
            others[name] = row
            if stat.S_ISLNK(mode):
                self.store.note(
                    f"ignored {self.folder.path(folder)}/{name}: a symbolic link (memories are plain files; never followed)"
                )
            elif not regular and not stat.S_ISDIR(mode):
                self.store.note(f"ignored {self.folder.path(folder)}/{name}: not a regular file")
            elif regular and not name.startswith(".") and name.endswith(".md"):
                self.store.note(
                    f"ignored a file in {self.folder.path(folder)} whose name is not valid UTF-8 ({name!r})"
                )
        listing = Listing(own, files, others)
        self.listings[folder] = listing
        return listing

    def scan(self) -> None:
        """Compare every memory folder with the index and take what a person changed."""
        self.full_scanned = True
        present: dict[str, tuple] = {}
        for domain in DOMAINS:
            listing = self._list(domain)
            if listing is not None:
                for name, stamp in listing.files.items():
                    present[f"{domain}/{name}"] = stamp
        claimed: set[str] = set()
        vanished: list[str] = []
        catalog = self.catalog
        stamps = catalog.stamps
        verified = zip(stamps[0::4], stamps[1::4], stamps[2::4], stamps[3::4], strict=True)
        for number, (relpath, row) in enumerate(zip(catalog.files, verified, strict=True)):
            stamp = present.get(relpath)
            if stamp == row and relpath not in claimed:
                claimed.add(relpath)
                continue  # the version verified: the common case, one dict lookup
            memory_id = catalog.ids[number]
            if relpath in claimed:  # two memories claim one file: the file's id decides, the other is rewritten
                self.store.note(
                    f"{memory_id}: its file {self.folder.path(relpath)} is claimed by another memory; rewrote its own"
                )
                record = self.get(memory_id)
                record["file"] = ""
                self._touch(record)
                self._write_file(record)
                continue
            claimed.add(relpath)
            if stamp is None:
                domain = relpath.split("/", 1)[0]
                if domain in self.unlistable:
                    continue  # a folder we cannot see is not a deletion
                if self.folder.kind(domain) is None:
                    self.store.note(
                        f"{self.folder.path(domain)} is missing; its memories are kept as indexed "
                        "(doctor.py --repair writes their files back)"
                    )
                    continue
                vanished.append(memory_id)
                continue
            self._check_file(number, memory_id, relpath, stamp)
        unclaimed = sorted(set(present) - claimed)
        self._take_new_files(unclaimed, present, vanished)

    def _check_file(self, number: int, memory_id: str, relpath: str, listed: tuple) -> None:
        """A memory's file whose stamp changed: the same bytes (touched, copied back) or a
        hand edit to take."""
        try:
            raw, stamp = self.folder.read_stamped(relpath)
        except FileNotFoundError:
            return  # removed in the last instant; the next scan sees it
        except (OSError, NotPlain) as exc:
            self.unsynced[memory_id] = (
                f"{self.folder.path(relpath)} cannot be read ({getattr(exc, 'strerror', None) or exc})"
            )
            self.store.note(f"ignored hand edit: {self.unsynced[memory_id]} (the indexed version is used)")
            self.broken[relpath] = listed
            return
        record = self.find(memory_id)
        if content_hash(raw) == record.get("fileHash"):
            self.verified[number] = stamp.row()
            return
        self._take_edit(record, relpath, raw, stamp)

    def _parse(self, relpath: str, raw: bytes) -> dict | None:
        where = str(self.folder.path(relpath))
        try:
            return memory_file.parse(raw.decode("utf-8"), where)
        except UnicodeDecodeError:
            self.store.note(f"ignored {where}: not UTF-8 text")
        except InvalidInput as exc:
            self.store.note(f"ignored {exc}")
        return None

    def _take_edit(self, record: dict, relpath: str, raw: bytes, stamp: FileStamp) -> None:
        fields = self._parse(relpath, raw)
        memory_id = record["id"]
        if fields is None:
            self.unsynced[memory_id] = f"{self.folder.path(relpath)} could not be read as a memory"
            self.broken[relpath] = stamp.row()
            return
        if fields.get("id") not in (None, memory_id):
            self.store.note(
                f"{self.folder.path(relpath)}: its id line says {fields['id']}, yet it is the file of {memory_id}, "
                f"which it stays (ids are not renamed by hand; put the line back)"
            )
        content = normalize_content(fields.get("content", ""))
        before = record["content"]
        if content and content != record["content"]:
            auto = record.get("keywords") == extract_keywords(record["content"])
            record["content"] = content
            if "keywords" not in fields or (fields["keywords"] == record.get("keywords") and auto):
                fields["keywords"] = extract_keywords(content)  # only keywords we made, never a person's
        for key in ("category", "keywords", "source"):
            if key in fields:
                record[key] = fields[key]
        was_pinned = record.get("pinned") is True
        for key in records.OPTIONAL:  # what the file says now: a key taken out is taken out
            if key in fields and key != "pinned":
                record[key] = fields[key]
            elif key != "pinned":
                record.pop(key, None)
        if (fields.get("pinned") is True) != was_pinned:  # pinned by hand: logged, as pin.py does
            self._set_pinned(record, not was_pinned)
        folder_domain = relpath.split("/", 1)[0]
        domain = fields.get("domain", folder_domain)
        moved = domain == record["domain"] != folder_domain  # moved to another folder, frontmatter untouched
        if moved:
            domain = folder_domain
        if "importance" in fields and round(fields["importance"], 2) != record.get("fileImportance"):
            self._set_score(record, fields["importance"])
            record["fileImportance"] = round(fields["importance"], 2)
        record["updated"] = self.stamp
        record["file"] = relpath
        record["fileHash"] = content_hash(raw)
        self._touch(record)
        self.expected[relpath] = stamp.row()
        self.store.note(f"{memory_id}: picked up hand edit of {self.folder.path(relpath)}")
        self._retold(record, before)
        if domain != folder_domain or moved:
            record["domain"] = domain
            self._write_file(record)  # its folder and frontmatter agree again
        else:
            number = self.catalog.numbers.get(memory_id)
            if number is not None:
                self.verified[number] = stamp.row()

    def _retold(self, record: dict, before: str) -> None:
        """After a write or a hand edit: where the memory's text is no longer ``before``, the
        open contradictions naming it show the new one (conflicts.refresh_texts)."""
        if record["content"] != before:
            from hippocampus import conflicts  # (conflicts reads records; never the other way)

            conflicts.refresh_texts(self, record["id"], before)

    def _take_new_files(self, unclaimed: list[str], present: dict[str, tuple], vanished: list[str]) -> None:
        """Files no memory claims: a memory moved or renamed by hand, an archived one moved
        back, an editor saving an adopted file under its old name, or a new memory."""
        vanished_set = set(vanished)
        # A file whose id line names another id than its name does (an id edited by hand)
        # comes after the rest: the file named for an id keeps it ("mem_x_006-vera.md"
        # against a file of mem_x_005 whose id line was set to mem_x_006).
        later: list[str] = []
        put_off: set[str] = set()
        for relpath in chain(unclaimed, later):  # (chain reads ``later`` once it gets there)
            try:
                raw, stamp = self.folder.read_stamped(relpath)
            except FileNotFoundError:
                continue
            except (OSError, NotPlain) as exc:
                self.store.note(
                    f"skipped {self.folder.path(relpath)}: cannot be read ({getattr(exc, 'strerror', None) or exc})"
                )
                continue
            fields = self._parse(relpath, raw)
            if fields is None:
                self._other(relpath, stamp)
                continue
            named = records.named_id(relpath.rsplit("/", 1)[-1])
            if "id" not in fields and named:
                fields["id"] = named  # its id line edited away: the name has it
            elif named and fields.get("id") != named and relpath not in put_off:
                put_off.add(relpath)
                later.append(relpath)
                continue
            memory_id = fields.get("id")
            live = self.find(memory_id) if memory_id else None
            if live is not None and memory_id in vanished_set:
                vanished_set.discard(memory_id)
                self.store.note(f"{memory_id}: file moved to {self.folder.path(relpath)}")
                self._take_edit(live, relpath, raw, stamp)
                continue
            if live is None:
                owner = self._adopted_owner(relpath)
                if owner is not None:
                    self.store.note(
                        f"{owner['id']}: took {self.folder.path(relpath)} as an edit (it was adopted from that name)"
                    )
                    self._take_edit_into(owner, relpath, raw, fields)
                    continue
            if live is not None:
                if named and named != memory_id and self.find(named) is None:
                    self.store.note(
                        f"{self.folder.path(relpath)} claims {memory_id}, which another file holds; "
                        f"it keeps {named}, the id its name carries"
                    )
                    memory_id = named
                else:
                    self.store.note(
                        f"{self.folder.path(relpath)} claims {memory_id}, which another file holds; adopted as a new memory"
                    )
                    memory_id = None
            self._adopt(relpath, raw, stamp, fields, memory_id)
        for memory_id in sorted(vanished_set):
            record = self.find(memory_id)
            moved = [p for p in self._archive_candidates(memory_id)]
            if moved:
                self.store.note(
                    f"{memory_id}: forgotten, its file was moved to {self.folder.path(moved[0])} (kept as it is)"
                )
                self._event("forget", id=memory_id, reason="moved to archive by hand")
            else:
                self._archive_file(record, "its file was deleted by hand")
                self._event("forget", id=memory_id, reason="file deleted by hand")
                self.store.note(
                    f"{memory_id}: forgotten, its file {self.folder.path(record['file'])} was deleted (copy kept in archive/)"
                )
            record["file"] = ""  # nothing of ours to delete
            self._remove(record)

    def _archive_candidates(self, memory_id: str) -> list[str]:
        return [p for p in self.archived_files(memory_id) if p not in self.writes]

    def _adopted_owner(self, relpath: str) -> dict | None:
        """The memory adopted from this very file name in the last day, if an editor that
        still has it open saved it there again."""
        if self._adoptions is None:
            self._adoptions = {}
            blob, key = self.view.blob, b'"adoptedFrom":'
            at = blob.find(key) if len(blob) else -1
            while at >= 0:
                start = blob.rfind(b"\n", 0, at) + 1
                stop = blob.find(b"\n", at)
                line = bytes(blob[start:stop]).removesuffix(b",")
                try:
                    record = orjson.loads(line)
                    self._adoptions[record["adoptedFrom"]] = record["id"]
                except (orjson.JSONDecodeError, KeyError, TypeError):
                    pass
                at = blob.find(key, stop)
            for record in self.added.values():
                if record.get("adoptedFrom"):
                    self._adoptions[record["adoptedFrom"]] = record["id"]
        memory_id = self._adoptions.get(relpath)
        record = self.find(memory_id) if memory_id else None
        if record is None:
            return None
        updated = records.parse_day(record.get("updated"))
        if updated is None or (self.now.date() - updated).days > 1:
            return None
        return record

    def _take_edit_into(self, record: dict, relpath: str, raw: bytes, fields: dict) -> None:
        content = normalize_content(fields.get("content", ""))
        if content and content != record["content"]:
            self.settle(record)
            self.update(record["id"], content=content)
        self._delete_file(relpath)
        self.expected[relpath] = FileStamp.of(self.folder.lstat(relpath)).row()

    def _other(self, relpath: str, stamp: FileStamp) -> None:
        folder, _, name = relpath.rpartition("/")
        listing = self.listings.get(folder)
        if listing is not None:
            listing.files.pop(name, None)
            listing.others[name] = stamp.row()

    def _adopt(self, relpath: str, raw: bytes, stamp: FileStamp, fields: dict, memory_id: str | None) -> dict | None:
        """A file no memory claims becomes one. With an id that is free, it keeps it, and
        its scores come from the logs (a memory restored from the archive, a rebuild)."""
        where = self.folder.path(relpath)
        content = normalize_content(fields.get("content", ""))
        if not content:
            self.store.note(f"skipped {where}: it has no text")
            self._other(relpath, stamp)
            return None
        folder_domain = relpath.split("/", 1)[0]
        domain = fields.get("domain", folder_domain)
        if memory_id:  # a number of this machine's taken by hand: the counter goes past it
            number = records.id_number(memory_id, self.store.tag)
            if number is not None:
                self.reserve_number(number)
        events = self.events_of(memory_id) if memory_id else None
        score = uselog.fold_scores(events) if events else None
        stamp_now = self.stamp
        as_of = self._scored_as_of(events) if score is not None else self.now
        if score is None:
            if memory_id is None:
                memory_id = self.new_id()
            from hippocampus.signals import detect_signals, suggested_importance

            # A person wrote this importance now (whatever date the file names): it counts from now.
            importance = fields.get("importance", suggested_importance(detect_signals(content)))
            value = round(float(importance), scoring.DIGITS)
            self._event("create", id=memory_id, importance=value)
            score = records.fold(None, {"op": "create", "t": stamp_now, "importance": value})
            if fields.get("pinned") is True:  # written pinned: logged, as pin.py logs it
                self._event("pin", id=memory_id)
                score = records.fold(score, {"op": "pin", "t": stamp_now})
        created = fields.get("created") or stamp_now
        record = {
            "fileImportance": 0.0,
            "id": memory_id,
            "domain": domain,
            "category": fields.get("category", "general"),
            "content": content,
            "created": created,
            "keywords": fields.get("keywords") or extract_keywords(content),
            # a file of ours (it has its id) says what its source is, null included
            "source": fields.get("source")
            if fields.get("id") == memory_id
            else fields.get("source") or f"file:{relpath}",
            "updated": fields.get("updated") or created,
            "file": relpath,
            "fileHash": content_hash(raw),
            **score.fields(as_of),
            **{key: fields[key] for key in records.OPTIONAL if key in fields},
        }
        record = records.ordered(record)
        record["fileImportance"] = round(fields["importance"], 2) if "importance" in fields else record["importance"]
        self.added[memory_id] = record
        name = relpath.rsplit("/", 1)[-1]
        if (
            domain != folder_domain
            or fields.get("id") != memory_id
            or not (name == f"{memory_id}.md" or name.startswith(f"{memory_id}-"))
        ):
            record["adoptedFrom"] = relpath
            self._delete_file(relpath)
            self.expected[relpath] = stamp.row()
            record["file"] = ""
            self._write_file(record)
            self.store.note(
                f"{memory_id}: added from hand-written file {where} (now {self.folder.path(record['file'])})"
            )
        else:
            self.expected[relpath] = stamp.row()
            self.adopted[memory_id] = stamp.row()
        return record

    def _scored_as_of(self, events: list[uselog.Event]):
        """The day a memory's stored importance is as of, taken from the truth: its last
        logged event, or the last decay run after it (what the writes that touched it
        left in index.json), so a rebuild writes the same importance they did."""
        days = [records.parse_day(events[-1].t), records.parse_day(self.head.get("decayLastRun"))]
        return min(max(d for d in days if d is not None), self.now.date())

    def rebuild(self) -> None:
        """The index from the truth alone: every memory file adopted with its id, its
        scores folded from the logs (a lost or stale index, another machine's pull)."""
        self.full_scanned = True
        self.rebuilding = True
        self.head = {"lastUpdated": None, "decayLastRun": None, **self.store.index_head()}
        present: dict[str, tuple] = {}
        for domain in DOMAINS:
            listing = self._list(domain)
            if listing is not None:
                for name, stamp in listing.files.items():
                    present[f"{domain}/{name}"] = stamp
        self.logs()
        self._take_new_files(sorted(present), present, [])
        self.rebuilt = set(self.added)
        if not self.head.get("lastUpdated") and self.logs().events:
            self.head["lastUpdated"] = self.logs().events[-1].t  # the last logged change
