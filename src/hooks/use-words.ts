import { graphql, useStaticQuery } from "gatsby"
import type { WordsContent } from "../../content/schema/content-schema"

/**
 * The words of every page that are not one page's own, from content/words.yaml: they reach the page
 * as data (the query's answer), not in its code. Typed by the content schema: the query asks for
 * every field, each required there.
 */
export function useWords(): WordsContent {
  const data = useStaticQuery<{ wordsYaml: WordsContent | null }>(graphql`
    query PageWords {
      wordsYaml {
        skipLink
        newTab
        topBar {
          label
          menuButton
          services
          products
          homeLink
        }
        contactStrip {
          label
          pause
        }
        floatingButtons {
          label
          chat
          call
        }
        footer {
          quickLinks
          services
          social
          copyright
        }
        directContacts {
          heading
          call
          email
          chat
        }
        carousel {
          pause
          play
          named
          slide
        }
        form {
          labels {
            name
            email
            phone
            service
            message
          }
          phoneHint
          phonePlaceholder
          aboutLine
          requiredNote
          submit
          submitWhileSending
          required {
            name
            email
            phone
            service
            message
          }
          limits {
            stated
            left
            over
          }
          sending
          stillSending
          sendFailure
          tooFast
        }
        failureNotice {
          failed
          timedOut
          email
          chat
          shortened
          discard
          subject
          chatOpening
        }
        proofOfWork {
          work
          workInThisArea
          filter
          everyService
          studiesShown
          readStudy
          client
          period
          source
          home
          breadcrumbs
        }
      }
    }
  `)
  if (!data.wordsYaml) throw new Error("content/words.yaml is missing")
  return data.wordsYaml
}
