// SPDX-License-Identifier: GPL-3.0-or-later
// A photo of the table, as Table > Capture from Photo, a watched folder and `adjutant-cli capture`
// read it (capture/proposal.h capturePhoto): the file's checks and decoding (capture/photo.cpp:
// its size, a truncated JPEG, EXIF orientation), the marker search and the camera fitted to the
// table markers of the first demo battle's table (FoGR's, every base marked), and the moves
// proposed. The bytes are written to a file
// of their own for each input.

#include "fuzz/fuzzing.h"

#include "capture/proposal.h"
#include "core/battle.h"
#include "core/changes.h"
#include "core/markers.h"

#include <QFile>
#include <QTemporaryDir>

using namespace adjutant;

namespace {

QTemporaryDir &folder()
{
    static QTemporaryDir dir;
    return dir;
}

// The first demo with a marker on every base, as the sticker sheet marks it.
const core::Battle &battle()
{
    static const core::Battle marked = [] {
        core::Battle b = fuzz::demoBattles().first();
        core::Changes::apply(b, *core::markers::propose(b, false));
        return b;
    }();
    return marked;
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    fuzz::initialize(argc, argv);
    if (!folder().isValid())
        fuzz::fail(QStringLiteral("no temporary folder: ") + folder().errorString());
    battle();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QString path = folder().filePath(QStringLiteral("photo.jpg"));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        fuzz::fail(QStringLiteral("cannot write ") + path);
    file.write(reinterpret_cast<const char *>(data), qint64(size));
    file.close();
    const capture::CaptureSettings settings;
    const capture::PhotoCapture photo = capture::capturePhoto(battle(), path, settings);
    const capture::CaptureProposal proposal = capture::propose(battle(), {photo}, settings);
    // A photo is used or refused with a reason: never neither.
    if (proposal.error.isEmpty() == !photo.table.error.isEmpty())
        fuzz::fail(QStringLiteral("a photo neither used nor refused with a reason"));
    if (const std::optional<core::Change> change = capture::capturedChange(battle(), proposal, {0, 1, 2})) {
        core::Battle moved = battle();
        core::Changes::apply(moved, *change); // every proposed move is one the battle takes
    }
    return 0;
}
