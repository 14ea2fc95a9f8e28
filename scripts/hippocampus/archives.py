"""The file format packs and snapshots share: a zip archive sealed by a checksum of
itself, optionally inside a passphrase envelope. Nothing here is ever extracted to disk:
members are read into memory by name, after every entry of the archive is checked.

Sealed zip: an ordinary zip (members deflated, dated 1980-01-01, mode 0600, so the same
members give the same bytes) whose archive comment is ``SEAL`` + the SHA-256 of every byte
before the comment. Any changed byte fails: before the comment the digest differs, in the
comment the seal does. ``unzip -l`` and any zip tool still read it.

Entries are refused unless each is a plain file (no folder, no symbolic link, no special
file), named by a relative path of plain components (no ``..``, no leading ``/``, no
backslash, no NUL, no control character), named once, not encrypted by zip, stored or
deflated, within the size bounds; the caller names which entries it accepts.

Envelope (``--encrypt``, the optional ``encrypt`` extra: ``cryptography``): ``ENVELOPE``,
a 4-byte length, a JSON header {kdf: scrypt, n, r, p, salt, nonce, check}, then the sealed
zip encrypted with AES-256-GCM (the magic and the header are its associated data, so a
changed header fails too). The key is scrypt(passphrase, salt) (n 2^15, r 8, p 1: ~0.1 s,
32 MB, the parameters RFC 7914 names for interactive use); the other 32 bytes it derives
make ``check``, an HMAC that tells a wrong passphrase from a changed byte.
"""

from __future__ import annotations

import hashlib
import hmac
import io
import os
import stat
import zipfile
from pathlib import Path

import orjson

from hippocampus.errors import BadArchive, InvalidInput

SEAL = b"hippocampus-sha256:"
SEAL_SIZE = len(SEAL) + 64
ENVELOPE = b"HIPPOCAMPUS-SEALED-1\n"
MAX_MEMBER = 1 << 31  # bytes: a member larger than this is not one we wrote
DATE = (1980, 1, 1, 0, 0, 0)
SCRYPT = {"n": 1 << 15, "r": 8, "p": 1}
INSTALL_HINT = "pip install 'cryptography>=41'"  # the encrypt extra


# ---------------------------------------------------------------- writing
def write_sealed(members: list[tuple[str, bytes]]) -> bytes:
    """A sealed zip of ``members`` (name, bytes), in that order."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED, compresslevel=6) as archive:
        for name, data in members:
            check_name(name)
            info = zipfile.ZipInfo(name, DATE)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = (stat.S_IFREG | 0o600) << 16
            info.create_system = 3  # unix, so the mode above is read as one
            archive.writestr(info, data)
    return seal(buffer.getvalue())


def seal(plain_zip: bytes) -> bytes:
    """A zip with no comment, sealed: the end record's last two bytes are the comment's
    length; set it, then the comment is the digest of everything before it."""
    raw = bytearray(plain_zip)
    raw[-2:] = SEAL_SIZE.to_bytes(2, "little")
    return bytes(raw) + SEAL + hashlib.sha256(raw).hexdigest().encode()


def seal_with_passphrase(data: bytes, passphrase: str) -> bytes:
    aesgcm = _aesgcm()
    salt, nonce = os.urandom(16), os.urandom(12)
    key, check = _derive(passphrase, salt, SCRYPT)
    header = orjson.dumps(
        {"kdf": "scrypt", **SCRYPT, "salt": salt.hex(), "nonce": nonce.hex(), "check": check.hex()},
        option=orjson.OPT_SORT_KEYS,
    )
    prefix = ENVELOPE + len(header).to_bytes(4, "big") + header
    return prefix + aesgcm(key).encrypt(nonce, data, prefix)


# ---------------------------------------------------------------- reading
def is_encrypted(raw: bytes) -> bool:
    return raw.startswith(ENVELOPE)


def open_envelope(raw: bytes, passphrase: str, name: str) -> bytes:
    """The sealed zip inside an envelope; BadArchive for a wrong passphrase or a change."""
    aesgcm = _aesgcm()
    try:
        size = int.from_bytes(raw[len(ENVELOPE) : len(ENVELOPE) + 4], "big")
        prefix = raw[: len(ENVELOPE) + 4 + size]
        header = orjson.loads(prefix[len(ENVELOPE) + 4 :])
        params = {k: header[k] for k in ("n", "r", "p")}
        salt, nonce, check = (bytes.fromhex(header[k]) for k in ("salt", "nonce", "check"))
    except (orjson.JSONDecodeError, KeyError, TypeError, ValueError):
        raise BadArchive(f"{name}: damaged encrypted header") from None
    if header.get("kdf") != "scrypt" or params != SCRYPT or len(nonce) != 12 or len(salt) != 16:
        raise BadArchive(f"{name}: damaged encrypted header (unknown key derivation)")
    key, expected = _derive(passphrase, salt, params)
    if not hmac.compare_digest(expected, check):
        raise BadArchive(f"{name}: wrong passphrase")
    from cryptography.exceptions import InvalidTag

    try:
        return aesgcm(key).decrypt(nonce, raw[len(prefix) :], prefix)
    except InvalidTag:
        raise BadArchive(f"{name}: changed since it was written (it fails its authentication)") from None


def read_sealed(raw: bytes, name: str, accept) -> dict[str, bytes]:
    """Every member of a sealed zip, checked: ``accept(member name)`` says which names may
    be there. BadArchive names the first problem."""
    if not raw.startswith(b"PK"):
        raise BadArchive(f"{name}: not a hippocampus archive (not a zip file)")
    body, seal = raw[:-SEAL_SIZE], raw[-SEAL_SIZE:]
    if len(raw) <= SEAL_SIZE or not seal.startswith(SEAL):
        raise BadArchive(f"{name}: not sealed by hippocampus, or its end was cut off or changed")
    if not hmac.compare_digest(hashlib.sha256(body).hexdigest().encode(), seal[len(SEAL) :]):
        raise BadArchive(f"{name}: changed since it was written (its checksum does not match)")
    try:
        archive = zipfile.ZipFile(io.BytesIO(raw))
    except (zipfile.BadZipFile, ValueError, OSError) as exc:
        raise BadArchive(f"{name}: not a readable zip ({exc})") from None
    out: dict[str, bytes] = {}
    with archive:
        for info in archive.infolist():
            where = f"{name}: entry {info.filename!r}"
            mode = info.external_attr >> 16
            if info.is_dir() or stat.S_IFMT(mode) not in (0, stat.S_IFREG):  # type bits unset: a plain file
                kind = "a symbolic link" if stat.S_ISLNK(mode) else "not a plain file"
                raise BadArchive(f"{where} is {kind}; refused")
            try:
                check_name(info.filename)
            except InvalidInput as exc:
                raise BadArchive(f"{where}: {exc}") from None
            if not accept(info.filename):
                raise BadArchive(f"{where} does not belong in this kind of archive")
            if info.filename in out:
                raise BadArchive(f"{where} appears twice")
            if info.flag_bits & 0x1 or info.compress_type not in (zipfile.ZIP_STORED, zipfile.ZIP_DEFLATED):
                raise BadArchive(f"{where} uses zip encryption or an unknown compression")
            if info.file_size > MAX_MEMBER:
                raise BadArchive(f"{where} is {info.file_size} bytes, over the {MAX_MEMBER} limit")
            try:
                out[info.filename] = archive.read(info)
            except (zipfile.BadZipFile, OSError, EOFError, ValueError) as exc:
                raise BadArchive(f"{where} cannot be read ({exc})") from None
    return out


def check_output(path: Path, example: str) -> Path:
    """``path``, the file a user named to write an archive to; InvalidInput when it is a
    folder (checked before any work, and again at the write)."""
    if os.path.isdir(path):
        raise InvalidInput(f"{path} is a folder: name the file to write, e.g. {Path(path) / example}")
    return path


def write_output(path: Path, data: bytes) -> None:
    """Write an archive to the file a user named; a failure is one line naming it."""
    from hippocampus.files import atomic_write

    check_output(path, path.name)
    try:
        atomic_write(path, data)
    except OSError as exc:
        raise InvalidInput(f"{path}: cannot write ({exc.strerror})") from None


def check_name(name: str) -> str:
    """A member name: a relative path of plain components (InvalidInput otherwise)."""
    parts = name.split("/")
    if (
        not name
        or name.startswith("/")
        or "\\" in name
        or any(part in ("", ".", "..") for part in parts)
        or any(ord(c) < 32 or c == "\x7f" for c in name)
    ):
        raise InvalidInput(f"{name!r} is not a relative path of plain names")
    return name


# ---------------------------------------------------------------- keys
def _derive(passphrase: str, salt: bytes, params: dict) -> tuple[bytes, bytes]:
    if not passphrase:
        raise InvalidInput("the passphrase is empty")
    derived = hashlib.scrypt(passphrase.encode("utf-8"), salt=salt, dklen=64, maxmem=1 << 26, **params)
    check = hmac.new(derived[32:], b"hippocampus archive passphrase", hashlib.sha256).digest()
    return derived[:32], check


def _aesgcm():
    try:
        from cryptography.hazmat.primitives.ciphers.aead import AESGCM
    except ImportError:
        raise InvalidInput(f"encrypted packs need the cryptography package ({INSTALL_HINT})") from None
    return AESGCM
