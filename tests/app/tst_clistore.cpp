// SPDX-License-Identifier: GPL-3.0-or-later
// adjutant-cli on the battle file's edges (issue 19, part 4; issue 28): killed at chosen moments,
// on a full disk, read-only, in a read-only folder, of an older schema. A refusal is one line on
// stderr and leaves every file as it was; a killed command leaves no file or a whole one, and no
// temporary file; reading leaves the folder as it found it (what comes in at the door:
// tst_clidoor).
#include "../schemaonefile.h"
#include "clistoretesting.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QProcessEnvironment>
#include <QRandomGenerator>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <fcntl.h>
#include <linux/fs.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace clistoretesting;

namespace {

QStringList namesIn(const QString &folder)
{
    return QDir(folder).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot,
                                  QDir::Name);
}

QByteArray moveEvent(double x)
{
    return QStringLiteral(
               R"({"type": "base.moved", "payload": {"unit": "tercio", "id": "f1r1", "x": %1, "y": 20}})")
        .arg(x)
        .toUtf8();
}

// Makes `path` (a file or a folder) read-only to this process until destroyed: chmod stops anyone
// but root; root is stopped by the immutable attribute, where the file system has one. `problem`
// says why it could not be done.
class ReadOnly
{
public:
    explicit ReadOnly(const QString &path) : mName(QFile::encodeName(path))
    {
        struct stat info;
        if (::stat(mName.constData(), &info) != 0) {
            problem = QStringLiteral("no such file");
            return;
        }
        mMode = info.st_mode & 07777;
        if (::geteuid() != 0) {
            mChanged = ::chmod(mName.constData(), mMode & ~0222) == 0;
            return;
        }
        mFd = ::open(mName.constData(), O_RDONLY | O_NONBLOCK);
        if (mFd < 0 || ::ioctl(mFd, FS_IOC_GETFLAGS, &mFlags) != 0) {
            problem = QStringLiteral("running as root on a file system without the immutable attribute: nothing is "
                                     "read-only to root");
            return;
        }
        int immutable = mFlags | FS_IMMUTABLE_FL;
        if (::ioctl(mFd, FS_IOC_SETFLAGS, &immutable) != 0) {
            problem = QStringLiteral("running as root without the right to set the immutable attribute: nothing is "
                                     "read-only to root");
            return;
        }
        mChanged = true;
    }
    ~ReadOnly()
    {
        if (mChanged && mFd >= 0) {
            int plain = mFlags;
            ::ioctl(mFd, FS_IOC_SETFLAGS, &plain);
        } else if (mChanged) {
            ::chmod(mName.constData(), mMode);
        }
        if (mFd >= 0)
            ::close(mFd);
    }
    ReadOnly(const ReadOnly &) = delete;
    ReadOnly &operator=(const ReadOnly &) = delete;

    QString problem;

private:
    QByteArray mName;
    int mFd = -1;
    int mFlags = 0;
    mode_t mMode = 0;
    bool mChanged = false;
};

int lastSeqShown(const QByteArray &show)
{
    return QJsonDocument::fromJson(show).object()[QStringLiteral("lastEvent")][QStringLiteral("seq")].toInt();
}

} // namespace

class TestCliStore : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(mDir.isValid()); }
    void killedCreationLeavesNoFileOrAWholeOne_data();
    void killedCreationLeavesNoFileOrAWholeOne();
    void killedAtRandomCreationLeavesNoFileOrAWholeOne();
    void killedExportLeavesNoTemporaryFile_data();
    void killedExportLeavesNoTemporaryFile();
    void readOnlyFolderIsReadNotWritten();
    void readOnlyFileLeavesNothingBeside_data();
    void readOnlyFileLeavesNothingBeside();
    void fullDiskIsReportedAndReadingGoesOn();

private:
    QString path(const QString &name) const { return mDir.filePath(name); }
    // A folder of its own for one test, so that its listing shows only what that test made.
    QString folder(const QString &name) const
    {
        QDir(mDir.path()).mkpath(name);
        return mDir.filePath(name);
    }
    QTemporaryDir mDir;
};

void TestCliStore::killedCreationLeavesNoFileOrAWholeOne_data()
{
    QTest::addColumn<QString>("command");
    QTest::addColumn<QString>("killAt");
    for (const char *command : {"new", "import"}) {
        for (const char *point : {"atomicfile.written", "sqlitestore.published"})
            QTest::addRow("%s killed at %s", command, point)
                << QString::fromLatin1(command) << QString::fromLatin1(point);
    }
}

// Before: the file appeared as SQLite made it, empty, then without a schema, then without a log,
// and a kill at any of those moments left it for the user to delete by hand.
void TestCliStore::killedCreationLeavesNoFileOrAWholeOne()
{
    QFETCH(QString, command);
    QFETCH(QString, killAt);
    const QString dir = folder(command + QLatin1Char('-') + killAt);
    const QString file = QDir(dir).filePath(QStringLiteral("battle.adjutant"));
    const QStringList args = command == QLatin1String("new") ? QStringList{command, file}
                                                             : QStringList{command, file, demo};
    const Run killed = cli(args, {}, killAt);
    QCOMPARE(killed.exitCode, -1); // it was killed there
    if (killAt == QLatin1String("atomicfile.written")) {
        QCOMPARE(namesIn(dir), QStringList());
    } else {
        QCOMPARE(namesIn(dir), QStringList{QStringLiteral("battle.adjutant")});
        const Run show = cli({QStringLiteral("show"), file});
        QVERIFY2(show.exitCode == 0, qPrintable(show.err));
    }
    // Either way the command can simply be run again, or the file used.
    if (!QFile::exists(file))
        QCOMPARE(cli(args).exitCode, 0);
    QCOMPARE(cli({QStringLiteral("show"), file}).exitCode, 0);
}

// The same without the fault points: kills at random moments of `import`, as the issue's 49 did.
void TestCliStore::killedAtRandomCreationLeavesNoFileOrAWholeOne()
{
    const QString dir = folder(QStringLiteral("random-kills"));
    // A kill while SQLite writes the battle out leaves its scratch folder behind: in this test's
    // folder, not in the machine's /tmp after every run.
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("TMPDIR"), folder(QStringLiteral("random-kills-scratch")));
    QRandomGenerator random(1600);
    int whole = 0;
    for (int round = 0; round < 25; ++round) {
        const QString file = QDir(dir).filePath(QStringLiteral("battle-%1.adjutant").arg(round));
        QProcess process;
        process.setProcessEnvironment(environment);
        process.start(cliPath, {QStringLiteral("import"), file, demo});
        QVERIFY(process.waitForStarted());
        // A whole run takes some 30 ms, most of it starting up; the file is made near its end.
        QThread::usleep(random.bounded(0, 40000));
        process.kill();
        QVERIFY(process.waitForFinished());
        if (!QFile::exists(file))
            continue;
        const Run show = cli({QStringLiteral("show"), file});
        QVERIFY2(show.exitCode == 0,
                 qPrintable(QStringLiteral("round %1: %2").arg(round).arg(show.err)));
        ++whole;
    }
    for (const QString &name : namesIn(dir))
        QVERIFY2(name.endsWith(QLatin1String(".adjutant")), qPrintable(name));
    qInfo("%d of 25 kills came after the file was made", whole);
}

void TestCliStore::killedExportLeavesNoTemporaryFile_data()
{
    QTest::addColumn<QString>("killAt");
    QTest::addColumn<bool>("replacing");
    QTest::newRow("new file, killed once written") << QStringLiteral("atomicfile.written") << false;
    QTest::newRow("replacing, killed once written") << QStringLiteral("atomicfile.written") << true;
    QTest::newRow("replacing, killed once linked") << QStringLiteral("atomicfile.linked") << true;
}

// Before: QSaveFile wrote OUT.json.XXXXXX and a kill before its commit left that behind.
void TestCliStore::killedExportLeavesNoTemporaryFile()
{
    QFETCH(QString, killAt);
    QFETCH(bool, replacing);
    const QString dir =
        folder(QStringLiteral("export-") + QString::fromLatin1(QTest::currentDataTag())
                                               .replace(QLatin1Char(' '), QLatin1Char('-'))
                                               .remove(QLatin1Char(',')));
    const QString battle = path(QStringLiteral("export.adjutant"));
    if (!QFile::exists(battle))
        QCOMPARE(cli({QStringLiteral("import"), battle, demo}).exitCode, 0);
    const QString out = QDir(dir).filePath(QStringLiteral("out.json"));
    const QByteArray old("{\"old\": true}\n");
    if (replacing) {
        QFile file(out);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(old);
    }
    const Run killed = cli({QStringLiteral("export"), battle, out}, {}, killAt);
    QCOMPARE(killed.exitCode, -1);
    if (killAt == QLatin1String("atomicfile.linked")) {
        // The one window Linux leaves: a name given, the rename not yet done. The old file is
        // whole, and the temporary one is a whole export.
        QCOMPARE(bytesOf(out), old);
        return;
    }
    QCOMPARE(namesIn(dir), replacing ? QStringList{QStringLiteral("out.json")} : QStringList());
    if (replacing)
        QCOMPARE(bytesOf(out), old);
    QCOMPARE(cli({QStringLiteral("export"), battle, out}).exitCode, 0);
    QCOMPARE(namesIn(dir), QStringList{QStringLiteral("out.json")});
    QCOMPARE(
        QJsonDocument::fromJson(bytesOf(out)).object().value(QStringLiteral("ruleset")).toString(),
        QStringLiteral("fogr"));
}

// Before: even `show` was refused ("cannot be prepared for writing"), with a second line from Qt;
// a file of schema 1 was upgraded on opening, so that nothing could read it there.
void TestCliStore::readOnlyFolderIsReadNotWritten()
{
    const QString dir = folder(QStringLiteral("read-only"));
    const QString file = QDir(dir).filePath(QStringLiteral("battle.adjutant"));
    QCOMPARE(cli({QStringLiteral("import"), file, demo}).exitCode, 0);
    QCOMPARE(cli({QStringLiteral("apply"), file, QStringLiteral("-")}, moveEvent(20)).exitCode,
             0); // in WAL mode now
    const QString old = QDir(dir).filePath(QStringLiteral("old.adjutant"));
    QCOMPARE(schemaone::makeFile(file, old), QString());
    const QByteArray before = bytesOf(file);
    const QByteArray oldBefore = bytesOf(old);

    const ReadOnly readOnly(dir);
    if (!readOnly.problem.isEmpty())
        QSKIP(qPrintable(readOnly.problem));

    for (const QString &battle : {file, old}) {
        const Run show = cli({QStringLiteral("show"), battle});
        QCOMPARE(show.err, QString());
        QCOMPARE(show.exitCode, 0);
        QCOMPARE(lastSeqShown(show.out), 2);
        for (const QString &command : {QStringLiteral("log"), QStringLiteral("measure"), QStringLiteral("export")}) {
            const Run run = cli({command, battle});
            QCOMPARE(run.err, QString());
            QCOMPARE(run.exitCode, 0);
        }
        const Run apply = cli({QStringLiteral("apply"), battle, QStringLiteral("-")}, moveEvent(30));
        QCOMPARE(apply.err,
                 QStringLiteral("adjutant-cli apply: %1: cannot be written (the file or its folder is "
                                "read-only); nothing was recorded\n")
                     .arg(battle));
        QCOMPARE(apply.exitCode, 1);
    }
    QCOMPARE(bytesOf(file), before);
    QCOMPARE(bytesOf(old), oldBefore);
    QCOMPARE(namesIn(dir), (QStringList{QStringLiteral("battle.adjutant"), QStringLiteral("old.adjutant")}));
}

void TestCliStore::readOnlyFileLeavesNothingBeside_data()
{
    QTest::addColumn<bool>("walPages");
    QTest::newRow("closed file") << false;
    QTest::newRow("writer killed after a commit: its last page in the -wal") << true;
}

// A read-only battle in a folder that can be written: reading it made SQLite's -wal and -shm files
// beside it, read-only like the file, and they blocked every write once the file was writable
// again. Now reading leaves the folder as it found it, and reads a -wal's pages all the same.
void TestCliStore::readOnlyFileLeavesNothingBeside()
{
    QFETCH(bool, walPages);
    const QString dir = folder(QStringLiteral("read-only-file-%1").arg(walPages));
    const QString file = QDir(dir).filePath(QStringLiteral("battle.adjutant"));
    QCOMPARE(cli({QStringLiteral("import"), file, demo}).exitCode, 0);
    QCOMPARE(cli({QStringLiteral("apply"), file, QStringLiteral("-")}, moveEvent(20)).exitCode, 0);
    if (walPages) {
        QCOMPARE(cli({QStringLiteral("apply"), file, QStringLiteral("-")}, moveEvent(22),
                     QStringLiteral("sqlitestore.committed"))
                     .exitCode,
                 -1);
        QVERIFY(QFileInfo(file + QStringLiteral("-wal")).size() > 32);
    }
    const int seq = walPages ? 3 : 2;
    const QStringList names = namesIn(dir);
    const QByteArray before = bytesOf(file);
    {
        const ReadOnly readOnly(file);
        if (!readOnly.problem.isEmpty())
            QSKIP(qPrintable(readOnly.problem));
        const Run show = cli({QStringLiteral("show"), file});
        QCOMPARE(show.err, QString());
        QCOMPARE(lastSeqShown(show.out), seq);
        QCOMPARE(cli({QStringLiteral("log"), file}).exitCode, 0);
        QCOMPARE(cli({QStringLiteral("measure"), file}).exitCode, 0);
        QCOMPARE(cli({QStringLiteral("apply"), file, QStringLiteral("-")}, moveEvent(30)).exitCode, 1);
        QCOMPARE(namesIn(dir), names);
        QCOMPARE(bytesOf(file), before);
    }
    // Writable again: nothing left behind stands in the way.
    const Run apply = cli({QStringLiteral("apply"), file, QStringLiteral("-")}, moveEvent(30));
    QCOMPARE(apply.err, QString());
    QCOMPARE(apply.exitCode, 0);
    QCOMPARE(lastSeqShown(cli({QStringLiteral("show"), file}).out), seq + 1);
}

// A small file system of its own, filled up: in a mount namespace (root), or a user and mount
// namespace where the kernel lets anyone make one.
void TestCliStore::fullDiskIsReportedAndReadingGoesOn()
{
    const QString dir = folder(QStringLiteral("full-disk"));
    const QString outside = folder(QStringLiteral("full-disk-reports"));
    {
        QFile move(QDir(outside).filePath(QStringLiteral("move.json")));
        QVERIFY(move.open(QIODevice::WriteOnly));
        move.write(moveEvent(25));
    }
    // Every command's exit code and stderr go to files outside the small file system.
    const QString script = QStringLiteral(R"(
set -u
cli="$1"; demo="$2"; dir="$3"; out="$4"
run() { name="$1"; shift; "$cli" "$@" > "$out/$name.out" 2> "$out/$name.err"; echo $? > "$out/$name.code"; }
mount -t tmpfs -o size=1m adjutant-full "$dir" || exit 77
run import import "$dir/battle.adjutant" "$demo"
run first apply "$dir/battle.adjutant" "$out/move.json"
# A writer killed after its commit leaves that event's pages in the -wal; a copy of the file
# with its -wal (a backup, a USB stick) has no -shm, which SQLite needs to read a -wal.
ADJUTANT_KILL_AT=sqlitestore.committed "$cli" apply "$dir/battle.adjutant" "$out/move.json" 2> /dev/null
rm -f "$dir/battle.adjutant-shm"
head -c 4194304 /dev/zero > "$dir/filler" 2> /dev/null
sha256sum < "$dir/battle.adjutant" > "$out/before.sum"
run apply apply "$dir/battle.adjutant" "$out/move.json"
run show show "$dir/battle.adjutant"
run log log "$dir/battle.adjutant"
run measure measure "$dir/battle.adjutant"
run new new "$dir/other.adjutant"
sha256sum < "$dir/battle.adjutant" > "$out/after.sum"
ls -A "$dir" > "$out/names"
)");
    const QStringList scriptArgs{
        QStringLiteral("-c"), script, QStringLiteral("sh"), cliPath, demo, dir, outside};
    QProcess shell;
    if (::geteuid() == 0)
        shell.start(QStringLiteral("unshare"),
                    QStringList{QStringLiteral("-m"), QStringLiteral("sh")} + scriptArgs);
    else
        shell.start(QStringLiteral("unshare"),
                    QStringList{QStringLiteral("-r"), QStringLiteral("-m"), QStringLiteral("sh")} +
                        scriptArgs);
    if (!shell.waitForStarted())
        QSKIP("no unshare(1) here: a small file system of the test's own cannot be made");
    QVERIFY(shell.waitForFinished(60000));
    if (shell.exitCode() != 0)
        QSKIP(qPrintable(
            QStringLiteral(
                "no mount namespace here (%1): a full disk cannot be made without touching the "
                "machine's")
                .arg(QString::fromUtf8(shell.readAllStandardError()).trimmed())));
    auto report = [&](const QString &name) {
        return QString::fromUtf8(bytesOf(QDir(outside).filePath(name)));
    };
    QCOMPARE(report(QStringLiteral("import.code")), QStringLiteral("0\n"));
    QCOMPARE(report(QStringLiteral("first.code")), QStringLiteral("0\n"));
    const QString file = dir + QStringLiteral("/battle.adjutant");

    QCOMPARE(report(QStringLiteral("apply.err")),
             QStringLiteral("adjutant-cli apply: %1: the disk is full; nothing was recorded\n")
                 .arg(file));
    QCOMPARE(report(QStringLiteral("apply.code")), QStringLiteral("1\n"));
    // Before: "is damaged: disk I/O error" for every read after the refused write, and then
    // "disk I/O error" while the -wal held pages and no -shm could be made.
    QCOMPARE(report(QStringLiteral("show.err")), QString());
    QCOMPARE(report(QStringLiteral("show.code")), QStringLiteral("0\n"));
    QCOMPARE(lastSeqShown(bytesOf(QDir(outside).filePath(QStringLiteral("show.out")))), 3);
    QCOMPARE(report(QStringLiteral("log.err")), QString());
    QCOMPARE(report(QStringLiteral("log.code")), QStringLiteral("0\n"));
    QCOMPARE(report(QStringLiteral("measure.err")), QString());
    QCOMPARE(report(QStringLiteral("measure.code")), QStringLiteral("0\n"));
    QCOMPARE(report(QStringLiteral("names")), QStringLiteral("battle.adjutant\nbattle.adjutant-wal\nfiller\n"));
    QCOMPARE(report(QStringLiteral("after.sum")), report(QStringLiteral("before.sum")));
    // Before: the refused `new` left its file behind.
    QCOMPARE(
        report(QStringLiteral("new.err")),
        QStringLiteral("adjutant-cli new: %1/other.adjutant: cannot be created: the disk is full\n")
            .arg(dir));
    QCOMPARE(report(QStringLiteral("new.code")), QStringLiteral("1\n"));
    QVERIFY2(!report(QStringLiteral("names")).contains(QLatin1String("other")),
             qPrintable(report(QStringLiteral("names"))));
}

QTEST_GUILESS_MAIN(TestCliStore)
#include "tst_clistore.moc"
