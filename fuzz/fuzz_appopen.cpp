// SPDX-License-Identifier: GPL-3.0-or-later
// A battle opened in the app (app::MainWindow::openFile, as File > Open and `adjutant FILE` open
// it): the store's checks and the replay, the rule set's check, the BattleDocument, and every
// view made from it (the table and its items, the docks, the chart), drawn once on the offscreen
// platform. The input is a battle file, or a scenario (a JSON object, or an array of a scenario
// and changes: fuzz::playedBattle) first written to a battle file as File > Import leaves it. A
// window of its own for each input, so that nothing is kept from one to the next.

#include "fuzz/fuzzing.h"
#include "fuzz/fuzzingapp.h"

#include "app/gui/mainwindow.h"
#include "core/battlefile.h"
#include "core/battlesession.h"
#include "core/error.h"

#include <QApplication>
#include <QFile>
#include <QImage>
#include <QPixmap>
#include <QTemporaryDir>

using namespace adjutant;

namespace {

QTemporaryDir &folder()
{
    static QTemporaryDir dir;
    return dir;
}

// The battle file `session` would be saved as: its log written to a new file.
bool writeBattleFile(const core::BattleSession &session, const QString &path)
{
    try {
        core::BattleFile::saveCopy(session, path);
        return true;
    } catch (const core::Error &) {
        return false;
    }
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    fuzz::initializeApp(argc, argv);
    if (!folder().isValid())
        fuzz::fail(QStringLiteral("no temporary folder: ") + folder().errorString());
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QString path = folder().filePath(QStringLiteral("battle.adjutant"));
    const QByteArray input = fuzz::bytes(data, size);
    const QByteArray start = input.trimmed().left(1);
    if (start == "{" || start == "[") {
        const auto session = fuzz::playedBattle(input);
        if (!session || !writeBattleFile(*session, path))
            return 0;
    } else {
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) ||
            file.write(input) != qint64(input.size()))
            fuzz::fail(QStringLiteral("%1: cannot be written: %2").arg(path, file.errorString()));
    }
    {
        app::MainWindow window;
        window.resize(1280, 800);
        if (window.openFile(path)) {
            // Drawn as a first look at it draws it: the table, its labels, the docks.
            const QImage drawn = window.grab().toImage();
            if (drawn.isNull())
                fuzz::fail(QStringLiteral("the window did not draw"));
        }
        QCoreApplication::processEvents();
    }
    // The window's message boxes and the views' deferred deletions go with it.
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    for (const char *suffix : {"", "-journal", "-wal", "-shm"})
        QFile::remove(path + QLatin1String(suffix));
    return 0;
}
