// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonObject>
#include <QJsonValue>
#include <QString>

namespace adjutant::rulesets {

// One cell of a rule table (resources/rulesets/<id>/tables/*.json, docs/rulesets/README.md):
// its value and where the value comes from. DESIGN.md: every rule value is data with
// provenance, and gaps are shown, never papered over.
struct RuleValue
{
    enum class Status
    {
        Source,      // as the book prints it, at `source`
        Interpreted, // the one consistent reading of unclear text; `reason` says why
        Missing,     // not in the transcription; the user supplies it (`reason` says what)
        User         // supplied by the user's override file; `source` is what they cited
    };

    QString key;
    Status status = Status::Missing;
    QJsonValue value; // undefined when missing
    QString source;   // "FoGR: Battle Group Deterioration, The Test"
    QString reason;   // why interpreted, or what is missing
    QString text;     // the book's words, where they help

    bool isAvailable() const { return status != Status::Missing; }
    // "source", "interpreted", "missing", "user"
    QString statusKey() const;
    // {"value": ..., "source": ..., "interpreted": ...} as the tables spell it.
    QJsonObject toJson() const;
};

} // namespace adjutant::rulesets
