// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A PostgreSQL cluster of a test's own (not the shared ADJUTANT_TEST_POSTGRES server), for the
// tests that restart, kill or replace their server: initdb in a temporary folder, listening only
// on a Unix socket in that folder, trusting local connections (replication too). As root the
// server runs as the "postgres" user of Debian's package, as .ci/pgcluster does.

#include <QString>
#include <QStringList>
#include <QTemporaryDir>

namespace testcluster {

class Cluster
{
public:
    // An empty folder for the cluster; nothing runs yet. error() says why when it cannot be.
    Cluster();
    ~Cluster(); // stops the server ("immediate") if it runs
    Cluster(const Cluster &) = delete;
    Cluster &operator=(const Cluster &) = delete;

    // A new cluster in the folder (initdb). False, with error(), on failure.
    bool init();
    // This cluster made a standby of `primary`: pg_basebackup over its socket, with the standby's
    // settings written (-R), any data of this folder's replaced.
    bool copyAsStandby(const Cluster &primary);
    // Starts the server with these `-c name=value` settings beside the socket's.
    bool start(const QStringList &settings = {});
    // pg_ctl's modes: "fast", "immediate".
    bool stop(const QString &mode = QStringLiteral("immediate"));
    bool restart(const QString &mode);
    // The postmaster killed with SIGKILL, as when its machine dies: its backends go with it, and
    // its socket refuses connections.
    bool kill();
    // A standby made the primary (pg_ctl promote, waiting for it).
    bool promote();
    // Runs one SQL statement with psql on database postgres, its output (unaligned, tuples only)
    // into `output`; false with error() on failure.
    bool psql(const QString &sql, QString *output = nullptr);

    const QString &error() const { return mError; }
    // The folder its socket is in: libpq's host.
    QString socketFolder() const { return mDir.path(); }
    // The URI of database `database` as the cluster's superuser.
    QString uri(const QString &database = QStringLiteral("postgres")) const;

private:
    QString data() const;
    bool run(QStringList command, bool asServer = true, QString *output = nullptr);
    QTemporaryDir mDir;
    QString mBin;
    QString mError;
    bool mStarted = false;
};

// A new cluster in `primary`, started, and `standby` made its hot standby and started; false with
// the reason in `why`.
bool pairUp(Cluster &primary, Cluster &standby, QString &why);

} // namespace testcluster
