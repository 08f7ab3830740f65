// SPDX-License-Identifier: GPL-3.0-or-later
#include "testcluster.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>

#include <csignal>
#include <unistd.h>

namespace testcluster {

namespace {

const QString superuser = QStringLiteral("adjutant_ci");

} // namespace

Cluster::Cluster() : mDir(QDir::tempPath() + QStringLiteral("/adjutant-cluster-XXXXXX"))
{
    const QStringList versions = QDir(QStringLiteral("/usr/lib/postgresql"))
                                     .entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
    for (const QString &version : versions) {
        if (QFileInfo::exists(QStringLiteral("/usr/lib/postgresql/%1/bin/initdb").arg(version)))
            mBin = QStringLiteral("/usr/lib/postgresql/%1/bin").arg(version);
    }
    if (mBin.isEmpty())
        mError = QStringLiteral("PostgreSQL is not installed (apt-get install postgresql)");
    else if (!mDir.isValid())
        mError = QStringLiteral("no temporary folder");
    else if (geteuid() == 0)
        run({QStringLiteral("chown"), QStringLiteral("postgres:"), mDir.path()}, false);
}

Cluster::~Cluster()
{
    if (mStarted)
        stop();
}

bool Cluster::init()
{
    return mError.isEmpty()
        && run({mBin + QStringLiteral("/initdb"), QStringLiteral("-D"), data(), QStringLiteral("-U"), superuser,
                QStringLiteral("-A"), QStringLiteral("trust"), QStringLiteral("-E"), QStringLiteral("UTF8"),
                QStringLiteral("--locale=C.UTF-8"), QStringLiteral("--no-sync")});
}

bool Cluster::copyAsStandby(const Cluster &primary)
{
    if (mBin.isEmpty())
        return false;
    if (mStarted)
        stop();
    return run({QStringLiteral("rm"), QStringLiteral("-rf"), data()})
        && run({mBin + QStringLiteral("/pg_basebackup"), QStringLiteral("-D"), data(), QStringLiteral("-h"),
                primary.socketFolder(), QStringLiteral("-U"), superuser, QStringLiteral("-R"), QStringLiteral("-X"),
                QStringLiteral("stream"), QStringLiteral("-c"), QStringLiteral("fast"), QStringLiteral("--no-sync")});
}

bool Cluster::start(const QStringList &settings)
{
    QString options = QStringLiteral("-c listen_addresses='' -c unix_socket_directories='%1' -c fsync=off")
                          .arg(mDir.path());
    for (const QString &setting : settings)
        options += QStringLiteral(" -c ") + setting;
    mStarted = run({mBin + QStringLiteral("/pg_ctl"), QStringLiteral("-D"), data(), QStringLiteral("-l"),
                    mDir.filePath(QStringLiteral("server.log")), QStringLiteral("-w"), QStringLiteral("-o"), options,
                    QStringLiteral("start")});
    if (!mStarted) {
        // The server's own reason is in its log, not in pg_ctl's output.
        QFile log(mDir.filePath(QStringLiteral("server.log")));
        if (log.open(QIODevice::ReadOnly))
            mError += QLatin1Char('\n') + QString::fromLocal8Bit(log.readAll()).right(700);
    }
    return mStarted;
}

bool Cluster::stop(const QString &mode)
{
    mStarted = false;
    return run({mBin + QStringLiteral("/pg_ctl"), QStringLiteral("-D"), data(), QStringLiteral("-m"), mode,
                QStringLiteral("-w"), QStringLiteral("stop")});
}

bool Cluster::restart(const QString &mode)
{
    return run({mBin + QStringLiteral("/pg_ctl"), QStringLiteral("-D"), data(), QStringLiteral("-m"), mode,
                QStringLiteral("-w"), QStringLiteral("-l"), mDir.filePath(QStringLiteral("server.log")),
                QStringLiteral("restart")});
}

bool Cluster::kill()
{
    QFile pidFile(data() + QStringLiteral("/postmaster.pid"));
    if (!pidFile.open(QIODevice::ReadOnly)) {
        mError = QStringLiteral("no postmaster.pid: the server is not running");
        return false;
    }
    const pid_t pid = pid_t(pidFile.readLine().trimmed().toLongLong());
    if (pid <= 0 || ::kill(pid, SIGKILL) != 0) {
        mError = QStringLiteral("the postmaster could not be killed");
        return false;
    }
    mStarted = false;
    // Its backends see their postmaster gone and leave. Its lock files stay, naming it; where
    // nothing reaps the killed process (a container's first process), that pid still looks alive
    // to the next server here: the locks go, as with a machine that died and started again.
    return run({QStringLiteral("rm"), QStringLiteral("-f"), mDir.filePath(QStringLiteral(".s.PGSQL.5432.lock")),
                data() + QStringLiteral("/postmaster.pid")});
}

bool Cluster::promote()
{
    return run({mBin + QStringLiteral("/pg_ctl"), QStringLiteral("-D"), data(), QStringLiteral("-w"),
                QStringLiteral("promote")});
}

bool Cluster::psql(const QString &sql, QString *output)
{
    QString said;
    const bool ok = run({mBin + QStringLiteral("/psql"), QStringLiteral("-h"), mDir.path(), QStringLiteral("-U"),
                         superuser, QStringLiteral("-d"), QStringLiteral("postgres"), QStringLiteral("-XAtq"),
                         QStringLiteral("-v"), QStringLiteral("ON_ERROR_STOP=1"), QStringLiteral("-c"), sql},
                        true, &said);
    if (output)
        *output = said.trimmed();
    return ok;
}

QString Cluster::uri(const QString &database) const
{
    return QStringLiteral("postgresql:///%1?host=%2&user=%3").arg(database, mDir.path(), superuser);
}

QString Cluster::data() const
{
    return mDir.filePath(QStringLiteral("data"));
}

bool Cluster::run(QStringList command, bool asServer, QString *output)
{
    if (asServer && geteuid() == 0)
        command = QStringList{QStringLiteral("runuser"), QStringLiteral("-u"), QStringLiteral("postgres"),
                              QStringLiteral("--")}
            + command;
    QProcess process;
    process.setProcessChannelMode(output ? QProcess::SeparateChannels : QProcess::MergedChannels);
    process.start(command.takeFirst(), command);
    const bool ok = process.waitForFinished(60'000) && process.exitStatus() == QProcess::NormalExit
        && process.exitCode() == 0;
    if (output)
        *output = QString::fromLocal8Bit(process.readAllStandardOutput());
    if (!ok) {
        mError = QString::fromLocal8Bit(output ? process.readAllStandardError() : process.readAll()).trimmed();
        if (mError.isEmpty())
            mError = process.errorString();
    }
    return ok;
}

bool pairUp(Cluster &primary, Cluster &standby, QString &why)
{
    if (!primary.init() || !primary.start()) {
        why = primary.error();
        return false;
    }
    if (!standby.copyAsStandby(primary) || !standby.start()) {
        why = standby.error();
        return false;
    }
    return true;
}

} // namespace testcluster
