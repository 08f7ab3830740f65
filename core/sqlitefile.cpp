// SPDX-License-Identifier: GPL-3.0-or-later
// How SqliteStore opens and checks a battle file without harming it (connections, errors, copies).
#include "core/sqlitefile.h"

#include "core/error.h"
#include "core/faultpoint.h"
#include "core/schemamigrator.h"
#include "core/sqlitestore.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QSqlQuery>

#include <fcntl.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <unistd.h>

#include <atomic>

namespace adjutant::core {

namespace sqlitefile {

QString newConnectionName()
{
    static std::atomic<int> counter{0};
    return QStringLiteral("adjutant-sqlite-%1").arg(counter++);
}

[[noreturn]] void refuse(const QString &path, const QString &problem)
{
    throw Error(QStringLiteral("%1: %2").arg(path, problem));
}

// quick_check's report starts with a "*** in database main ***" heading; the first finding follows.
QString firstFinding(const QString &report)
{
    for (const QString &line : report.split(QLatin1Char('\n'))) {
        if (!line.trimmed().isEmpty() && !line.startsWith(QLatin1String("***")))
            return line.trimmed();
    }
    return report.trimmed();
}

// SQLite's primary result codes (https://www.sqlite.org/rescode.html), as Qt's driver reports
// them in QSqlError::nativeErrorCode(); the numbers are part of SQLite's stable interface.
enum SqliteCode
{
    SQLITE_PERM = 3,
    SQLITE_BUSY = 5,
    SQLITE_LOCKED = 6,
    SQLITE_READONLY = 8,
    SQLITE_IOERR = 10,
    SQLITE_CORRUPT = 11,
    SQLITE_FULL = 13,
    SQLITE_CANTOPEN = 14,
    SQLITE_NOTADB = 26,
};

// SQLite's primary result code as Qt reports it, or -1.
int codeOf(const QSqlError &error)
{
    bool ok = false;
    const int code = error.nativeErrorCode().toInt(&ok);
    return ok ? code & 0xff : -1;
}

// SQLite's own words ("database disk image is malformed"), without Qt's "Unable to fetch row".
QString wordsOf(const QSqlError &error)
{
    return error.databaseText().isEmpty() ? error.text() : error.databaseText();
}

// Only these say something about the file itself; a full disk, a lock or a folder where SQLite
// cannot make its -shm file do not make a healthy file damaged.
bool isDamage(int code)
{
    code &= 0xff;
    return code == SQLITE_CORRUPT || code == SQLITE_NOTADB;
}
bool isDamage(const QSqlError &error)
{
    return isDamage(codeOf(error));
}

QString readProblem(int code, const QString &words)
{
    return (isDamage(code) ? QStringLiteral("is damaged: %1") : QStringLiteral("cannot be read: %1")).arg(words);
}

QString readProblem(const QSqlError &error)
{
    return readProblem(codeOf(error), wordsOf(error));
}

// SQLite reports a full disk as SQLITE_FULL when a write runs short, but as a plain I/O error
// when it cannot grow its -shm file; the folder's free space tells them apart. Less room than a
// -shm file takes (32 KiB) counts as full.
bool diskIsFull(const QString &path)
{
    struct statvfs info;
    const QByteArray folder = QFile::encodeName(QFileInfo(path).absolutePath());
    return ::statvfs(folder.constData(), &info) == 0 && quint64(info.f_bavail) * quint64(info.f_frsize) < 32 * 1024;
}

// Whether reading may leave files beside the battle. Reading a WAL-mode file makes SQLite's -wal
// and -shm files beside it, with the file's permissions: beside a read-only file they would be
// read-only too and block every write once the file is writable again, and on a full disk they
// cannot be made at all. So only where the file, its folder and the disk can all be written.
bool mayWriteBeside(const QString &path)
{
    const QByteArray file = QFile::encodeName(path);
    const QByteArray folder = QFile::encodeName(QFileInfo(path).absolutePath());
    return ::faccessat(AT_FDCWD, file.constData(), W_OK, AT_EACCESS) == 0 &&
           ::faccessat(AT_FDCWD, folder.constData(), W_OK, AT_EACCESS) == 0 && !diskIsFull(path);
}

// What an append is told when the disk is full, or the file or its folder is read-only.
QString diskFullProblem()
{
    return QStringLiteral("the disk is full; nothing was recorded");
}

QString readOnlyProblem()
{
    return QStringLiteral("cannot be written (the file or its folder is read-only); nothing was recorded");
}

// Why a file read without writing beside it (mayWriteBeside() false) takes no append.
QString whyNotWritableOf(const QString &path)
{
    return diskIsFull(path) ? diskFullProblem() : readOnlyProblem();
}

QString writeProblem(const QString &path, const QSqlError &error)
{
    const int code = codeOf(error);
    if (code == SQLITE_FULL || (code == SQLITE_IOERR && diskIsFull(path)))
        return diskFullProblem();
    switch (code) {
    case SQLITE_READONLY:
    case SQLITE_CANTOPEN:
    case SQLITE_PERM:
        return readOnlyProblem();
    case SQLITE_BUSY:
    case SQLITE_LOCKED:
        return QStringLiteral("another program holds it locked; nothing was recorded");
    default:
        return QStringLiteral("cannot record: %1; nothing was recorded").arg(wordsOf(error));
    }
}

Stamp stampOf(const QString &path)
{
    struct stat info;
    if (::stat(QFile::encodeName(path).constData(), &info) != 0)
        return {};
    return {true, qint64(info.st_size), qint64(info.st_ino), qint64(info.st_mtim.tv_sec), qint64(info.st_mtim.tv_nsec)};
}

Stamps stampsOf(const QString &path)
{
    return {stampOf(path), stampOf(path + QLatin1String("-wal"))};
}

// A -wal file holding more than its 32-byte header may hold committed pages the main file lacks;
// without one (or with an empty one) the whole database is in the main file.
bool hasWalPages(const Stamps &stamps)
{
    return stamps.wal.exists && stamps.wal.size > 32;
}

ScopedConnection::Mode readOnlyMode(const Stamps &stamps)
{
    return hasWalPages(stamps) ? ScopedConnection::Mode::ReadOnly : ScopedConnection::Mode::Immutable;
}

// Folders for a private copy, memory-backed first (the user's runtime folder, /dev/shm), so that a
// full disk does not stop a copy of a battle on it.
QStringList copyFolders()
{
    QStringList folders;
    const QString runtime = qEnvironmentVariable("XDG_RUNTIME_DIR");
    if (!runtime.isEmpty())
        folders << runtime;
    folders << QStringLiteral("/dev/shm") << QDir::tempPath();
    return folders;
}

bool copyBytes(const QString &from, const QString &to)
{
    QFile source(from);
    QFile target(to);
    if (!source.open(QIODevice::ReadOnly) || !target.open(QIODevice::WriteOnly))
        return false;
    char buffer[1 << 16];
    for (qint64 read; (read = source.read(buffer, sizeof buffer)) > 0;) {
        if (target.write(buffer, read) != read)
            return false;
    }
    return source.error() == QFileDevice::NoError && target.flush();
}

// A private copy of a WAL-mode file and its -wal, to read committed pages that are still in the
// -wal where nothing may be written beside the file: SQLite cannot read a -wal without a -shm
// file beside it, and would make one in the battle's folder. The copy is taken again if the file
// changed while it was copied. Throws.
std::unique_ptr<QTemporaryDir> privateCopy(const QString &path)
{
    const Stamps stamps = stampsOf(path);
    const qint64 size = stamps.file.size + stamps.wal.size;
    // A copy in memory-backed storage takes memory: a cap far beyond any battle keeps a hostile
    // file from taking the machine's.
    if (size > qint64(1) << 30)
        refuse(path, QStringLiteral("cannot be read without writing beside it: its last changes are in its -wal "
                                    "file, and it is too large (over 1 GiB) to read them from a copy"));
    for (const QString &folder : copyFolders()) {
        struct statvfs info;
        if (::statvfs(QFile::encodeName(folder).constData(), &info) != 0 ||
            quint64(info.f_bavail) * quint64(info.f_frsize) < quint64(size) + (quint64(1) << 20))
            continue; // no room there: a copy must not fill another disk
        auto copy = std::make_unique<QTemporaryDir>(QDir(folder).filePath(QStringLiteral("adjutant-read-XXXXXX")));
        if (!copy->isValid())
            continue;
        const QString target = copy->filePath(QStringLiteral("battle.adjutant"));
        for (int attempt = 0; attempt < 20; ++attempt) {
            const Stamps before = stampsOf(path);
            QFile::remove(target + QLatin1String("-wal"));
            if (copyBytes(path, target) &&
                (!before.wal.exists || copyBytes(path + QLatin1String("-wal"), target + QLatin1String("-wal"))) &&
                stampsOf(path) == before)
                return copy;
        }
    }
    refuse(path, QStringLiteral("cannot be read: its last changes are in its -wal file, and there is no room "
                                "to read them without writing beside it"));
}

// The result of one look at a file: empty if it passed; `damaged` tells a finding about the file
// from a refusal (another program's file, a newer schema).
struct Finding
{
    QString problem;
    bool damaged = false;
};

Finding inspect(const QString &path, ScopedConnection::Mode mode, int *schema)
{
    ScopedConnection connection(path, mode);
    if (!connection.opened())
        return {QStringLiteral("cannot be opened: %1").arg(connection.error())};
    QSqlDatabase db = connection.db();
    QSqlQuery query(db);
    if (!query.exec(QStringLiteral("PRAGMA application_id")) || !query.next())
        return {readProblem(query.lastError()), isDamage(query.lastError())};
    if (query.value(0).toLongLong() != SqliteStore::applicationId)
        return {QStringLiteral("is not an Adjutant battle file (it is a database of another program)")};
    faultPoint("sqlitestore.inspecting");
    if (!query.exec(QStringLiteral("PRAGMA quick_check")) || !query.next())
        return {readProblem(query.lastError()), isDamage(query.lastError())};
    if (query.value(0).toString() != QLatin1String("ok"))
        return {QStringLiteral("is damaged: %1").arg(firstFinding(query.value(0).toString())), true};
    if (!query.exec(QStringLiteral("SELECT version, typeof(version) FROM schema_version")) || !query.next())
        return {QStringLiteral("is damaged: it has no schema version"), true};
    if (query.value(1).toString() != QLatin1String("integer")) {
        return {QStringLiteral("is damaged: its schema version is '%1', not a whole number").arg(query.value(0).toString()),
                true};
    }
    *schema = query.value(0).toInt();
    if (*schema > SchemaMigrator::sqliteVersion) {
        return {QStringLiteral("was written by a newer Adjutant (file schema %1; this version reads up "
                               "to %2). The file was not changed.")
                    .arg(*schema)
                    .arg(SchemaMigrator::sqliteVersion)};
    }
    if (*schema < 1)
        return {QStringLiteral("is damaged: schema version %1").arg(*schema), true};
    return {};
}

// The connection a session reads through: read-write where reading may write beside the file (the
// journal mode left as it is until the first append), else read-only on `readPath` (the file, or
// a private copy of it), with `whyNotWritable` set to what an append will be told. Throws.
QString openConnection(const QString &path, const QString &readPath, bool mayWrite, QString *whyNotWritable)
{
    QSqlError refused;
    if (mayWrite) {
        ScopedConnection connection(path, ScopedConnection::Mode::ReadWrite);
        if (connection.opened()) {
            {
                QSqlQuery probe(connection.db());
                if (!probe.exec(QStringLiteral("SELECT count(*) FROM sqlite_master")) || !probe.next())
                    refused = probe.lastError();
            }
            if (!refused.isValid()) {
                whyNotWritable->clear();
                return connection.release();
            }
        }
    }
    ScopedConnection connection(readPath, readOnlyMode(stampsOf(readPath)));
    if (!connection.opened())
        refuse(path, QStringLiteral("cannot be read: %1").arg(connection.error()));
    {
        QSqlQuery probe(connection.db());
        if (!probe.exec(QStringLiteral("SELECT count(*) FROM sqlite_master")) || !probe.next())
            refuse(path, readProblem(probe.lastError()));
    }
    *whyNotWritable = refused.isValid() ? writeProblem(path, refused) : whyNotWritableOf(path);
    return connection.release();
}

// A file of schema 1 has no battle id and no event ids. Until it is first written, and upgraded,
// it is named by ids made from its first event, and the upgrade records these same ids: whatever
// was copied or shared of it before (Save As, a club push) goes on matching it. An empty log has
// nothing to make an id from, and gets a new one.
QUuid schemaOneBattleId(QSqlDatabase db)
{
    static const QUuid space(QStringLiteral("{cd2f4c30-1b57-4fe5-a65f-57efd005f426}"));
    QSqlQuery query(db);
    if (!query.exec(QStringLiteral("SELECT recorded_at, type, payload FROM events ORDER BY seq LIMIT 1")) ||
        !query.next())
        return QUuid::createUuid();
    return QUuid::createUuidV5(space, query.value(0).toString() + QLatin1Char('\n') + query.value(1).toString() +
                                          QLatin1Char('\n') + query.value(2).toString());
}

QUuid schemaOneEventId(const QUuid &battle, qint64 seq)
{
    return QUuid::createUuidV5(battle, QString::number(seq));
}

} // namespace sqlitefile

using namespace sqlitefile;

void SqliteStore::checkIsBattleFile(const QString &path)
{
    const QFileInfo info(path);
    if (!info.exists())
        refuse(path, QStringLiteral("no such file"));
    if (!info.isFile())
        refuse(path, QStringLiteral("is not a file"));
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        refuse(path, QStringLiteral("cannot be read: %1").arg(file.errorString()));
    static const QByteArray sqliteMagic("SQLite format 3\0", 16);
    if (file.read(16) != sqliteMagic)
        refuse(path, QStringLiteral("is not an Adjutant battle file"));
}

void SqliteStore::checkReadable(const QString &path, const QString &readPath, int *schema)
{
    // Inspect read-only: nothing is written until the file has proved to be ours. Even a read-only
    // connection to a WAL-mode file creates -wal and -shm files beside it and leaves them there;
    // without a -wal file the whole database is in the main file, which can then be read as
    // immutable. A -wal file that exists (a crash, another program) must be read with it.
    // An immutable look takes no lock: another program that checkpoints meanwhile changes pages
    // under it, and what looks damaged may only have moved. A file that changed while it was
    // looked at is looked at again; only a finding on a file that held still is believed.
    for (int look = 1;; ++look) {
        const Stamps before = stampsOf(readPath);
        const Finding finding = inspect(readPath, readOnlyMode(before), schema);
        if (finding.problem.isEmpty())
            return;
        if (finding.damaged && look < 20 && stampsOf(readPath) != before)
            continue;
        refuse(path, finding.problem);
    }
}

} // namespace adjutant::core
