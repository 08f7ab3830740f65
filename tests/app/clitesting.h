// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Runs adjutant-cli (ADJUTANT_CLI, the built executable) for the club tests: its exit code,
// its standard output as text and as JSON, and its standard error. The output is checked against
// its published schema (docs/schemas): a test fails on an output that breaks it.
#include "clischema.h"

#include <QByteArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QString>
#include <QStringList>

namespace clitesting {

struct Run
{
    int exitCode = -1;
    QJsonObject json;
    QByteArray out;
    QString err;
};

inline Run cli(const QStringList &args)
{
    QProcess process;
    process.start(QStringLiteral(ADJUTANT_CLI), args);
    if (!process.waitForFinished(30000))
        return {-1, {}, {}, QStringLiteral("timed out")};
    Run run;
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.out = process.readAllStandardOutput();
    run.json = QJsonDocument::fromJson(run.out).object();
    run.err = QString::fromUtf8(process.readAllStandardError());
    jsonschema::verifyCliOutput(args, run.exitCode, run.out);
    return run;
}

} // namespace clitesting
