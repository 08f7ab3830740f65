#pragma once

#include "core/gamestore.h"

#include <memory>

namespace adjutant::core {

// The embedded store: one battle per .adjutant file, an SQLite database in WAL mode with
// synchronous=FULL, so an append that returned survives a killed process or a power cut.
// A file that is not an Adjutant battle, is damaged, or comes from a newer Adjutant is refused
// before anything is written to it.
class SqliteStore final : public GameStore
{
public:
    static constexpr qint32 applicationId = 0x41444A54; // "ADJT" in the SQLite header

    // Creates a new, empty battle file; refuses to overwrite an existing one.
    static std::unique_ptr<SqliteStore> create(const QString &path);
    // Opens an existing battle file, upgrading an older schema.
    static std::unique_ptr<SqliteStore> open(const QString &path);

    ~SqliteStore() override;
    SqliteStore(const SqliteStore &) = delete;
    SqliteStore &operator=(const SqliteStore &) = delete;

    QString location() const override { return mPath; }
    QList<Event> loadEvents() override;
    void append(const Event &event) override;
    // Appends a whole log in one transaction (a copy of another battle), seqs continuing this one's.
    void appendAll(const QList<Event> &events);

private:
    SqliteStore(QString path, QString connection);
    static void checkReadable(const QString &path, int *schema);
    void configure();
    // Inserts inside an open transaction; returns the problem, or an empty string.
    QString insert(const Event &event, qint64 expectedSeq);
    QString mPath;
    QString mConnection;
};

} // namespace adjutant::core
