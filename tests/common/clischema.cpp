// SPDX-License-Identifier: GPL-3.0-or-later
#include "clischema.h"

#include "jsonschema.h"

#include <QJsonDocument>
#include <QJsonParseError>
#include <QMutex>
#include <QTest>

#include <map>
#include <memory>

namespace jsonschema {

QString cliSchemaFor(const QStringList &args)
{
    if (args.isEmpty() || args.contains(QStringLiteral("--help")) ||
        args.contains(QStringLiteral("-h")))
        return {};
    const QString &command = args[0];
    if (command == QLatin1String("new") || command == QLatin1String("import") ||
        command == QLatin1String("apply") || command == QLatin1String("undo") ||
        command == QLatin1String("redo"))
        return QStringLiteral("step");
    if (command == QLatin1String("log"))
        return args.contains(QStringLiteral("--text")) ? QString() : QStringLiteral("log");
    if (command == QLatin1String("adjudicate"))
        return args.contains(QStringLiteral("--example")) ? QString()
                                                          : QStringLiteral("adjudicate");
    for (const char *own : {"show", "measure", "report", "rules", "push", "pull", "capture", "calibrate"}) {
        if (command == QLatin1String(own))
            return command;
    }
    if (command == QLatin1String("club") && args.size() > 1) {
        const QString &sub = args[1];
        if (sub == QLatin1String("result"))
            return QStringLiteral("club-round");
        if (sub == QLatin1String("standings") && args.contains(QStringLiteral("--csv")))
            return {};
        for (const char *own : {"init", "battles", "round", "rounds", "scoring", "standings"}) {
            if (sub == QLatin1String(own))
                return QStringLiteral("club-") + sub;
        }
    }
    return {}; // export, --version, help
}

namespace {

const JsonSchema &schemaNamed(const QString &name)
{
    static QMutex mutex;
    // Kept for the process, and freed at its end (LeakSanitizer checks every test under ASan).
    static std::map<QString, std::unique_ptr<JsonSchema>> schemas;
    const QMutexLocker lock(&mutex);
    std::unique_ptr<JsonSchema> &schema = schemas[name];
    if (!schema)
        schema = std::make_unique<JsonSchema>(
            JsonSchema::fromFile(QStringLiteral(ADJUTANT_SCHEMA_DIR "/%1.schema.json").arg(name)));
    return *schema;
}

} // namespace

QStringList checkCliOutput(const QStringList &args, int exitCode, const QByteArray &out)
{
    const QString name = cliSchemaFor(args);
    if (exitCode != 0 || name.isEmpty())
        return {};
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(out, &error);
    if (!document.isObject())
        return {QStringLiteral("the output is no JSON object (%1)").arg(error.errorString())};
    QStringList problems = schemaNamed(name).validate(document.object());
    for (QString &problem : problems)
        problem.prepend(QStringLiteral("%1.schema.json: ").arg(name));
    return problems;
}

void verifyCliOutput(const QStringList &args, int exitCode, const QByteArray &out)
{
    const QStringList problems = checkCliOutput(args, exitCode, out);
    if (!problems.isEmpty())
        QTest::qFail(
            qPrintable(
                QStringLiteral("adjutant-cli %1: its output breaks its schema:\n  %2")
                    .arg(args.join(QLatin1Char(' ')), problems.join(QStringLiteral("\n  ")))),
            __FILE__, __LINE__);
}

} // namespace jsonschema
