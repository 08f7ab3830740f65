// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A JSON Schema validator for the subset of draft 2020-12 that docs/schemas/*.schema.json use:
// type, properties, required, additionalProperties, items, enum, const, minimum and $ref to the
// document's own $defs ("#/$defs/name"); title, description, $schema, $id and $defs are
// annotations. No validator Debian 12 ships serves C++ and Qt, and the CLI's tests need one.
// A schema that uses any other keyword is itself refused (problems()), so that a schema never
// passes a document because a keyword it relies on went unread.
#include <QJsonObject>
#include <QJsonValue>
#include <QString>
#include <QStringList>

#include <optional>

namespace jsonschema {

class JsonSchema
{
public:
    explicit JsonSchema(QJsonObject root);
    // The schema in `path`; a file that cannot be read or is no JSON object gives a schema with
    // that as its problem.
    static JsonSchema fromFile(const QString &path);

    // What is wrong with the schema: keywords outside the subset, malformed values, $refs that
    // lead nowhere. A schema with problems validates nothing.
    const QStringList &problems() const { return mProblems; }

    // Every way `value` breaks the schema, each as "path: what" ("outcomes[2].key: is missing"),
    // the path starting at "$"; empty when it is valid.
    QStringList validate(const QJsonValue &value) const;

private:
    void checkSchema(const QJsonValue &schema, const QString &where);
    std::optional<QJsonObject> resolve(const QString &ref) const;
    void check(const QJsonObject &schema, const QJsonValue &value, const QString &path,
               QStringList &errors, int depth) const;

    QJsonObject mRoot;
    QStringList mProblems;
};

} // namespace jsonschema
