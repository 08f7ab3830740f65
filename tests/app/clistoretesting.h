// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the tests of adjutant-cli on the battle file's edges share (tst_clistore, tst_clidoor):
// adjutant-cli run with a standard input, or killed at a fault point it names (ADJUTANT_KILL_AT),
// its output checked against its published schema (docs/schemas); a file's bytes.
#include "clischema.h"

#include <QByteArray>
#include <QFile>
#include <QProcess>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

namespace clistoretesting {

inline const QString cliPath = QStringLiteral(ADJUTANT_CLI);
inline const QString demo =
    QStringLiteral(ADJUTANT_SOURCE_DIR "/resources/demo/fogr-tercio-and-dutch-foot.json");

struct Run
{
    int exitCode = -1; // -1: killed, or timed out
    QByteArray out;
    QString err;
};

inline Run cli(const QStringList &args, const QByteArray &input = {}, const QString &killAt = {})
{
    QProcess process;
    if (!killAt.isEmpty()) {
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("ADJUTANT_KILL_AT"), killAt);
        process.setProcessEnvironment(environment);
    }
    process.start(cliPath, args);
    process.write(input);
    process.closeWriteChannel();
    if (!process.waitForFinished(20000)) {
        process.kill();
        process.waitForFinished();
        return {-1, {}, QStringLiteral("timed out")};
    }
    const Run run{process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
                  process.readAllStandardOutput(),
                  QString::fromUtf8(process.readAllStandardError())};
    jsonschema::verifyCliOutput(args, run.exitCode, run.out); // docs/schemas
    return run;
}

inline QByteArray bytesOf(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace clistoretesting
