import { concept as c, subdomain as s, type CuratedDomain } from './types.js';

export const economics: CuratedDomain = {
  id: 'economics',
  label: { en: 'Economics', es: 'Economía', fr: 'Économie', de: 'Wirtschaft' },
  aliases: ['economy', 'econ'],
  subdomains: [
    s('microeconomics', ['Microeconomics', 'Microeconomía', 'Microéconomie', 'Mikroökonomie'], 'scarcity opportunity-cost demand supply market-equilibrium elasticity market-structures', 'markets|supply and demand'),
    s('macroeconomics', ['Macroeconomics', 'Macroeconomía', 'Macroéconomie', 'Makroökonomie'], 'gdp inflation unemployment money-banking monetary-policy fiscal-policy international-trade', 'macro|economic policy'),
  ],
  concepts: [
    c('scarcity', 'prerequisite', ['Scarcity and choice', 'Escasez y elección', 'Rareté et choix', 'Knappheit und Entscheidung'], 'Wants are unlimited but resources are limited, so every society must choose.', { aka: 'scarcity|economic problem|resources' }),
    c('opportunity-cost', 'concept', ['Opportunity cost', 'Coste de oportunidad', "Coût d'opportunité", 'Opportunitätskosten'], 'The value of the next best alternative given up when making a choice.', { req: 'scarcity', aka: 'trade-offs|production possibility frontier' }),
    c('demand', 'concept', ['Demand', 'Demanda', 'Demande', 'Nachfrage'], 'How much buyers want at each price; the law of demand and shifts of the demand curve.', { req: 'opportunity-cost', aka: 'demand curve|law of demand' }),
    c('supply', 'concept', ['Supply', 'Oferta', 'Offre', 'Angebot'], 'How much sellers offer at each price; the law of supply and shifts of the supply curve.', { req: 'opportunity-cost', aka: 'supply curve|law of supply' }),
    c('market-equilibrium', 'concept', ['Market equilibrium', 'Equilibrio de mercado', 'Équilibre du marché', 'Marktgleichgewicht'], 'Where supply meets demand: equilibrium price and quantity, shortages and surpluses.', { req: 'demand supply', aka: 'supply and demand|equilibrium price|price mechanism' }),
    c('elasticity', 'concept', ['Elasticity', 'Elasticidad', 'Élasticité', 'Elastizität'], 'How strongly quantity responds to a change in price or income.', { req: 'market-equilibrium', aka: 'price elasticity|elastic|inelastic' }),
    c('market-structures', 'concept', ['Competition and monopoly', 'Competencia y monopolio', 'Concurrence et monopole', 'Wettbewerb und Monopol'], 'Perfect competition, monopoly and oligopoly, and how they set prices.', { req: 'market-equilibrium', aka: 'monopoly|oligopoly|perfect competition|market structure' }),
    c('gdp', 'concept', ['GDP and economic growth', 'PIB y crecimiento económico', 'PIB et croissance économique', 'BIP und Wirtschaftswachstum'], 'Measuring the total output of an economy and how it grows.', { req: 'market-equilibrium', aka: 'gross domestic product|economic growth|national income' }),
    c('inflation', 'concept', ['Inflation', 'Inflación', 'Inflation', 'Inflation'], 'A general rise in prices, how it is measured, and its causes and costs.', { req: 'gdp money-banking', aka: 'price level|cpi|deflation' }),
    c('unemployment', 'concept', ['Unemployment', 'Desempleo', 'Chômage', 'Arbeitslosigkeit'], 'Types, causes and measurement of unemployment.', { req: 'gdp', aka: 'jobs|labour market|labor market' }),
    c('money-banking', 'concept', ['Money and banking', 'Dinero y banca', 'Monnaie et banques', 'Geld und Banken'], 'Functions of money, how banks create money, and interest rates.', { req: 'scarcity', aka: 'money|banks|interest rates' }),
    c('monetary-policy', 'concept', ['Monetary policy', 'Política monetaria', 'Politique monétaire', 'Geldpolitik'], 'How central banks use interest rates and money supply to steer inflation and growth.', { req: 'inflation', aka: 'central bank|interest rate policy' }),
    c('fiscal-policy', 'concept', ['Fiscal policy', 'Política fiscal', 'Politique budgétaire', 'Fiskalpolitik'], 'Government spending and taxation to influence the economy; budgets and debt.', { req: 'gdp unemployment', rel: 'monetary-policy', aka: 'taxation|government spending|budget deficit' }),
    c('international-trade', 'concept', ['International trade', 'Comercio internacional', 'Commerce international', 'Internationaler Handel'], 'Comparative advantage, tariffs, exchange rates and globalisation.', { req: 'opportunity-cost market-equilibrium', aka: 'trade|comparative advantage|tariffs|exchange rates' }),
  ],
};
