// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the adjutant-cli tests (tst_cli, tst_climeasure, tst_cliadjudicate) share: adjutant-cli
// (ADJUTANT_CLI, the built executable) run with a standard input, its output checked against its
// published schema (docs/schemas), and a temporary folder for the battle files it writes.
#include "clischema.h"

#include <QByteArray>
#include <QJsonDocument>
#include <QObject>
#include <QProcess>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>
#include <QTest>

class CliTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(mDir.isValid()); }

protected:
    struct Run
    {
        int exitCode;
        QByteArray out;
        QString err;
    };

    Run cli(const QStringList &args, const QByteArray &input = {})
    {
        QProcess process;
        process.start(QStringLiteral(ADJUTANT_CLI), args);
        process.write(input);
        process.closeWriteChannel();
        if (!process.waitForFinished(30000))
            return {-1, {}, QStringLiteral("timed out")};
        const Run run{process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
                      process.readAllStandardOutput(),
                      QString::fromUtf8(process.readAllStandardError())};
        jsonschema::verifyCliOutput(args, run.exitCode, run.out); // docs/schemas
        return run;
    }

    QJsonDocument json(const QStringList &args, const QByteArray &input = {})
    {
        const Run run = cli(args, input);
        if (run.exitCode != 0)
            qWarning("%s", qPrintable(run.err));
        return QJsonDocument::fromJson(run.out);
    }

    QString path(const QString &name) const { return mDir.filePath(name); }
    QString demo() const { return QStringLiteral(ADJUTANT_SOURCE_DIR "/resources/demo/fogr-tercio-and-dutch-foot.json"); }
    QTemporaryDir mDir;
};
