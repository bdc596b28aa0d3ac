"""Write the program's icon files from its one source, the drawing in ``scenes/icon.py``.

    python packaging/make_icons.py OUT_FOLDER

writes ``stormtable.png`` (256 px, for a Linux menu), ``stormtable.ico`` (Windows: 16 to 256 px)
and ``stormtable.icns`` (macOS: 16 to 1024 px). ``build.spec`` runs it on every build, so no
icon file is kept in the repository. Both containers hold PNG images, which Windows (since
Vista) and macOS (since 10.7) read; they are written here with ``struct``, no imaging library.
"""

from __future__ import annotations

import io
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
ICNS_TYPES = (  # (type, pixels): PNG-coded entries, the @2x ones are the larger for Retina screens
    (b"icp4", 16),
    (b"icp5", 32),
    (b"icp6", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic09", 512),
    (b"ic10", 1024),
    (b"ic11", 32),
    (b"ic12", 64),
    (b"ic13", 256),
    (b"ic14", 512),
)
PNG_SIZE = 256


def png_bytes(size: int) -> bytes:
    import pygame

    from scenes.icon import icon

    buffer = io.BytesIO()
    pygame.image.save(icon(size), buffer, "icon.png")
    return buffer.getvalue()


def ico(images: dict[int, bytes]) -> bytes:
    """An ICO file of PNG images (``images``: pixels -> PNG bytes)."""
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = len(header) + 16 * len(images)
    entries, data = b"", b""
    for size, png in sorted(images.items()):
        side = 0 if size >= 256 else size  # 0 stands for 256
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(png), offset + len(data))
        data += png
    return header + entries + data


def icns(images: list[tuple[bytes, bytes]]) -> bytes:
    """An ICNS file of PNG entries (``images``: (type, PNG bytes))."""
    body = b"".join(kind + struct.pack(">I", 8 + len(png)) + png for kind, png in images)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def make_icons(out: Path) -> dict[str, Path]:
    """Write the three files into ``out``; return their paths by kind (``png``, ``ico``, ``icns``)."""
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    out.mkdir(parents=True, exist_ok=True)
    sizes = sorted({*ICO_SIZES, *(size for _, size in ICNS_TYPES), PNG_SIZE})
    pngs = {size: png_bytes(size) for size in sizes}
    paths = {"png": out / "stormtable.png", "ico": out / "stormtable.ico", "icns": out / "stormtable.icns"}
    paths["png"].write_bytes(pngs[PNG_SIZE])
    paths["ico"].write_bytes(ico({size: pngs[size] for size in ICO_SIZES}))
    paths["icns"].write_bytes(icns([(kind, pngs[size]) for kind, size in ICNS_TYPES]))
    return paths


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: python packaging/make_icons.py OUT_FOLDER")
    for path in make_icons(Path(sys.argv[1])).values():
        print(path)
