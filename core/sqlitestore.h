// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/gamestore.h"

#include <memory>

class QTemporaryDir;
class QTimer;

namespace adjutant::core {

// The embedded store: one battle per .adjutant file, an SQLite database in WAL mode with
// synchronous=FULL, so an append that returned survives a killed process or a power cut.
// A file that is not an Adjutant battle, is damaged, or comes from a newer Adjutant is refused
// before anything is written to it. Opening writes nothing: the journal mode is switched to WAL,
// and a file of an older schema upgraded, at the first append, so a file refused later (by the
// replay of its log) is left as it was. A file that is read-only, in a read-only folder or on a
// full disk is read without leaving anything beside it (SQLite's -wal and -shm files), from a
// private copy if its last pages are still in its -wal (docs/formats.md). Other programs'
// appends to the file are noticed by polling SQLite's data_version twice a second while someone
// watches.
class SqliteStore final : public GameStore
{
public:
    static constexpr qint32 applicationId = 0x41444A54; // "ADJT" in the SQLite header

    // Creates a new, empty battle file; refuses to overwrite an existing one. The battle gets
    // `battle` as its identity (a copy of a club battle), or a new one. The file appears whole.
    static std::unique_ptr<SqliteStore> create(const QString &path, const QUuid &battle = {});
    // What publishing a staged battle does to a file already at its path.
    enum class Existing { Refuse, Replace };
    // A new battle file built in memory: appends stay there until publish() writes the whole
    // database to `path` at once, so a killed process leaves no file or a complete one. Refuses
    // an existing path (here, and again when publishing) unless told to replace it.
    static std::unique_ptr<SqliteStore> stage(const QString &path, const QUuid &battle = {},
                                              Existing existing = Existing::Refuse);
    // Writes a staged battle to its file; from then on the store reads and appends there. A file
    // it replaces is replaced in one step (AtomicFile::replace): a reader, or whatever is left
    // after a kill, is the old file or the new one, whole. Refuses to replace a file that another
    // program has open. Does nothing on a store already on its file. Throws core::Error (nothing
    // written) on failure.
    void publish();
    // Opens an existing battle file, upgrading an older schema.
    static std::unique_ptr<SqliteStore> open(const QString &path);

    ~SqliteStore() override;
    SqliteStore(const SqliteStore &) = delete;
    SqliteStore &operator=(const SqliteStore &) = delete;

    QString location() const override { return mPath; }
    QUuid battleId() const override { return mBattle; }
    QString author() const override;
    qint64 lastSeq() override;
    QList<Event> eventsAfter(qint64 seq) override;
    void readLog(const std::function<void(QList<Event> &part)> &take) override;
    void append(const Event &event) override;
    void watch(std::function<void()> listener) override;
    // Appends several events in one transaction (a copy of another battle), seqs continuing this
    // one's, on the same terms as append().
    void appendAll(const QList<Event> &events);

private:
    // The events after `seq`, handed to `take` a batch at a time as they are read and parsed.
    void readAfter(qint64 seq, const std::function<void(QList<Event> &part)> &take);
    // Staged: in memory until publish(). Reading: on the file, not yet prepared for appends.
    // ReadOnly: the file or its folder cannot be written. Writing: in WAL mode, synchronous=FULL.
    enum class State { Staged, Reading, ReadOnly, Writing };
    SqliteStore(QString path, QString connection, State state);
    static void checkIsBattleFile(const QString &path);
    // Inspects the file read at `readPath` (the file itself or a private copy) for `path`.
    static void checkReadable(const QString &path, const QString &readPath, int *schema);
    void prepareForWriting();
    // Brings a file of an older schema to this version's, keeping the ids it was read with.
    void upgrade();
    void readIdentity();
    qint64 dataVersion();
    // Inserts inside an open transaction and moves `last` on; returns the problem, or an empty
    // string. Throws StaleLogError.
    QString insert(const Event &event, qint64 &last);
    QString mPath;
    // A private copy read instead of the file (openConnection()); removed after the connection.
    std::unique_ptr<QTemporaryDir> mCopy;
    QString mConnection;
    State mState;
    Existing mExisting = Existing::Refuse; // while staged
    QString mWhyNotWritable; // in State::ReadOnly: what an append is told
    int mSchema = 0; // the file's schema as read; an older one is upgraded at the first append
    QUuid mBattle;
    std::unique_ptr<QTimer> mWatch;
    qint64 mSeenVersion = 0;
};

} // namespace adjutant::core
