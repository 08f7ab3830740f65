// SPDX-License-Identifier: GPL-3.0-or-later
// core::InputFile, the one way a JSON input is read (the CLI's inputs, a scenario the app imports
// through BattleFile::readScenario, the rule overrides file): a regular file of at most 16 MB, and
// anything else refused at once rather than waited on or read for ever.
#include "core/battle.h"
#include "core/battlefile.h"
#include "core/error.h"
#include "core/inputfile.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <functional>

#include <sys/stat.h>

using namespace adjutant::core;

namespace {

QString refusal(const std::function<void()> &action)
{
    try {
        action();
    } catch (const Error &error) {
        return error.message();
    }
    return QStringLiteral("(read)");
}

} // namespace

class TestInputFile : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(mDir.isValid()); }
    void regularFileIsRead();
    void notAFileIsRefusedAtOnce_data();
    void notAFileIsRefusedAtOnce();
    void fileOverTheLimitIsRefused();
    void scenarioImportReadsTheSameWay();

private:
    QTemporaryDir mDir;
};

void TestInputFile::regularFileIsRead()
{
    const QString path = mDir.filePath(QStringLiteral("small.json"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    // More than one chunk of the reader's, and exactly the limit: still read whole.
    const QByteArray bytes(InputFile::maxBytes, ' ');
    QCOMPARE(file.write(bytes), InputFile::maxBytes);
    file.close();
    QCOMPARE(InputFile::readFile(path), bytes);
    QCOMPARE(InputFile::read(path), bytes);
}

void TestInputFile::notAFileIsRefusedAtOnce_data()
{
    QTest::addColumn<QString>("path"); // @DIR@: the test's folder
    QTest::addColumn<QString>("message");
    QTest::newRow("a FIFO") << QStringLiteral("@DIR@/fifo.json")
                            << QStringLiteral("@DIR@/fifo.json: is not a file");
    QTest::newRow("an endless device")
        << QStringLiteral("/dev/zero") << QStringLiteral("/dev/zero: is not a file");
    QTest::newRow("a folder") << QStringLiteral("@DIR@") << QStringLiteral("@DIR@: is not a file");
    QTest::newRow("missing")
        << QStringLiteral("@DIR@/missing.json")
        << QStringLiteral("@DIR@/missing.json: cannot be read: No such file or directory");
}

void TestInputFile::notAFileIsRefusedAtOnce()
{
    QFETCH(QString, path);
    QFETCH(QString, message);
    const QString fifo = mDir.filePath(QStringLiteral("fifo.json"));
    if (!QFile::exists(fifo))
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    path.replace(QStringLiteral("@DIR@"), mDir.path());
    message.replace(QStringLiteral("@DIR@"), mDir.path());
    // Before: opening the FIFO waited for a writer for ever, /dev/zero was read until the memory
    // ran out (not tried here, as it would take the machine with it).
    QCOMPARE(refusal([&] { InputFile::readFile(path); }), message);
}

void TestInputFile::fileOverTheLimitIsRefused()
{
    const QString path = mDir.filePath(QStringLiteral("big.json"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QVERIFY(file.resize(InputFile::maxBytes + 1)); // sparse: no disk taken
    file.close();
    QCOMPARE(
        refusal([&] { InputFile::readFile(path); }),
        path + QStringLiteral(": is larger than 16 MB, more than any scenario or change; refused"));
}

// The app's File > Import reads a scenario through BattleFile::readScenario.
void TestInputFile::scenarioImportReadsTheSameWay()
{
    const QString fifo = mDir.filePath(QStringLiteral("import-fifo.json"));
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    QCOMPARE(refusal([&] { BattleFile::readScenario(fifo); }),
             fifo + QStringLiteral(": is not a file"));
}

QTEST_GUILESS_MAIN(TestInputFile)
#include "tst_inputfile.moc"
